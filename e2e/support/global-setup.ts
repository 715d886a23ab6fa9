import { API_URL, DEMO_ADMIN } from './api';

/**
 * Before any spec: the e2e server's shop takes the most pickups a window allows (100). The specs
 * share one server and book tomorrow's morning windows again and again; at the default 6 a place
 * later specs need would already be taken by earlier ones. The capacity is tested by specs that
 * set their own (e2e/road-booking.spec.ts) and by the API tests (docs/decisions/0051).
 */
export default async function globalSetup(): Promise<void> {
  const login = await fetch(`${API_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`e2e global setup: admin login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${API_URL}/admin/shop`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ windowCapacity: 100 }),
  });
  if (!res.ok) throw new Error(`e2e global setup: PATCH /admin/shop answered ${res.status}`);
}

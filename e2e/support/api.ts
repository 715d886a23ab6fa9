import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authResponseSchema, type AuthResponse, type LoginBody, type SignupBody } from '@laundry/shared/contracts/auth';
import type { z } from 'zod';

/** The API the browser tests' server listens on (see playwright.config.ts). */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`;

/** The MSG91 stand-in the e2e server sends reset codes to (scripts/e2e-server.ts). */
export const SMS_URL = `http://127.0.0.1:${process.env.E2E_SMS_PORT ?? 4319}`;

/** The WhatsApp Graph API stand-in order messages go to (scripts/e2e-server.ts, WHATSAPP_API_BASE). */
export const WHATSAPP_URL = `http://127.0.0.1:${process.env.E2E_WA_PORT ?? 4318}`;

/** The code in the latest SMS the stand-in received for this 10-digit phone, waiting for it. */
export async function lastSmsCode(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const received = (await (await request.get(`${SMS_URL}/received`)).json()) as { recipients?: { mobiles?: string; otp?: string }[] }[];
      code = received
        .slice(after)
        .map((r) => r.recipients?.[0])
        .filter((r) => r?.mobiles === `91${phone}`)
        .at(-1)?.otp;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

/** How many SMS the stand-in has received so far: pass to lastSmsCode to see only newer ones. */
export async function smsCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${SMS_URL}/received`)).json()) as unknown[]).length;
}

/** Seeded on the e2e server's fresh database (apps/server/src/features/seed/seed.ts). */
export const DEMO_ADMIN = { phone: '9000000000', password: 'Admin@1234' };
export const DEMO_CUSTOMER = { phone: '9876543210', password: 'Customer@123', name: 'Ravi Kumar' };

/**
 * An answer's body, checked against its shared schema: a browser test fails when the server
 * answers a shape the contract does not describe. Takes the API's and the browser's responses.
 */
export async function readJson<S extends z.ZodType>(res: { json(): Promise<unknown> }, schema: S): Promise<z.output<S>> {
  return schema.parse(await res.json());
}

// Random per test worker, then counted: distinct within a run without any shared state.
const runPrefix = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
let counter = 0;
/** A valid 10-digit mobile number no other test in this run uses. */
export function freshPhone(): string {
  counter += 1;
  return `8${runPrefix}${String(counter % 10_000).padStart(4, '0')}`;
}

export async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<AuthResponse> {
  const body: LoginBody = { phone, password };
  const res = await request.post(`${API_URL}/login`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return readJson(res, authResponseSchema);
}

export async function apiSignup(request: APIRequestContext, name = 'E2E Customer'): Promise<AuthResponse & { password: string }> {
  const password = 'Customer#123';
  const body: SignupBody = { name, phone: freshPhone(), password };
  const res = await request.post(`${API_URL}/signup`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return { ...(await readJson(res, authResponseSchema)), password };
}

/** Puts a session in the browser the way the login screen does (spec section 4). */
export async function useSessionInBrowser(page: Page, session: AuthResponse): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('authExpiry', String(Date.now() + 7 * 24 * 60 * 60 * 1000));
  }, session);
}

export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

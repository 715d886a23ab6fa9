import { expect, type APIRequestContext } from '@playwright/test';
import { perKgMapSchema, priceCatalogueSchema, type PerKgMap } from '@laundry/shared/contracts/prices';
import { API_URL, authHeaders, readJson } from './api';

/** The shop's per-kg rate of a service: set for a spec, and put back as it was, so the specs after it see the list unchanged. */
export const perKgUrl = (service: string) => `${API_URL}/api/prices/per-kg/${encodeURIComponent(service)}`;

export async function currentPerKg(request: APIRequestContext): Promise<PerKgMap> {
  return (await readJson(await request.get(`${API_URL}/api/prices`), priceCatalogueSchema)).perKg ?? {};
}

/** Sets the rate and answers a function that puts the service's rate back as it was before. */
export async function withPerKg(
  request: APIRequestContext,
  token: string,
  service: 'Wash and Fold',
  rate: { rate: number; minKg: number },
): Promise<(request: APIRequestContext) => Promise<void>> {
  const was = (await currentPerKg(request))[service];
  const res = await request.put(perKgUrl(service), { headers: authHeaders(token), data: rate });
  expect(res.status(), await res.text()).toBe(200);
  expect(await readJson(res, perKgMapSchema)).toMatchObject({ [service]: rate });
  return async (after) => {
    const back = was
      ? await after.put(perKgUrl(service), { headers: authHeaders(token), data: was })
      : await after.delete(perKgUrl(service), { headers: authHeaders(token) });
    expect(back.status(), await back.text()).toBe(200);
  };
}

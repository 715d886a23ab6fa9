import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('../../../lib/api-client', () => ({ apiRequest: (...args: unknown[]) => apiRequest(...args) }));
const { login, INVALID_RESPONSE } = await import('./login');

const user = { _id: 'u1', name: 'Asha', email: null, phone: '9876543210', role: 'customer' };

describe('login call', () => {
  beforeEach(() => apiRequest.mockReset());

  it('posts the phone or e-mail with the password', async () => {
    apiRequest.mockResolvedValue({ token: 't', user });
    await expect(login({ phone: '9876543210', password: 'p' })).resolves.toEqual({ token: 't', user });
    expect(apiRequest).toHaveBeenCalledWith('/login', { method: 'POST', body: { phone: '9876543210', password: 'p' } });
  });

  it("rejects an answer without token or user as 'Invalid response from server'", async () => {
    for (const answer of [null, {}, { token: 't' }, { user }, { token: '', user }, { token: 't', user: 'x' }, 'OK']) {
      apiRequest.mockResolvedValue(answer);
      await expect(login({ email: 'a@b.c', password: 'p' }), JSON.stringify(answer)).rejects.toThrow(INVALID_RESPONSE);
    }
    expect(INVALID_RESPONSE).toBe('Invalid response from server');
  });
});

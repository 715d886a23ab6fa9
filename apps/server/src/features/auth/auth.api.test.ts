import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, uniquePhone, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /signup and POST /login', () => {
  it('signs up, then logs in with any spelling of the same phone', async () => {
    const phone = uniquePhone();
    const signup = await call(server, 'POST', '/signup', { body: { name: ' Asha ', phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, password: 'Secret#123', email: 'Asha@Example.com' } });
    expect(signup.status).toBe(201);
    expect(signup.body.user).toEqual({ _id: expect.any(String), name: 'Asha', email: 'asha@example.com', phone, role: 'customer' });
    expect(JSON.stringify(signup.body)).not.toContain('Secret#123');
    expect(JSON.stringify(signup.body)).not.toMatch(/hash/i);

    const byLocal = await call(server, 'POST', '/login', { body: { phone: `0${phone}`, password: 'Secret#123' } });
    expect(byLocal.status).toBe(200);
    expect(byLocal.body.user._id).toBe(signup.body.user._id);
    const byEmail = await call(server, 'POST', '/login', { body: { email: 'ASHA@example.COM', password: 'Secret#123' } });
    expect(byEmail.status).toBe(200);

    const profile = await call(server, 'GET', '/profile', { token: byEmail.body.token });
    expect(profile.body).toEqual(signup.body.user);
  });

  it('answers 409 to a duplicate phone or e-mail and 400 naming the field to bad input', async () => {
    const phone = uniquePhone();
    await call(server, 'POST', '/signup', { body: { name: 'A', phone, password: 'Secret#123', email: 'dup@example.com' } });
    const dupPhone = await call(server, 'POST', '/signup', { body: { name: 'B', phone: `91${phone}`, password: 'Secret#123' } });
    expect(dupPhone.status).toBe(409);
    const dupEmail = await call(server, 'POST', '/signup', { body: { name: 'C', phone: uniquePhone(), password: 'Secret#123', email: 'DUP@example.com' } });
    expect(dupEmail.status).toBe(409);
    const short = await call(server, 'POST', '/signup', { body: { name: 'D', phone: uniquePhone(), password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/password/);
    const badPhone = await call(server, 'POST', '/signup', { body: { name: 'E', phone: '12345', password: 'Secret#123' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error).toMatch(/phone/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Profile } from '@laundry/shared/contracts/auth';
import type { Order } from '@laundry/shared/contracts/orders';
import type { MyReferrals } from '@laundry/shared/contracts/referrals';
import { REFERRAL_CODE_PATTERN } from '@laundry/shared/rules/referral-code';
import { createUser } from '../seed/seed';
import {
  call,
  createAdminSession,
  expectError,
  orderBody,
  signupCustomer,
  startTestServer,
  uniquePhone,
  type Session,
  type TestServer,
} from '../../test/harness';

let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdminSession(server);
});
afterAll(async () => {
  await server?.close();
});

const profile = (s: Session) => call<Profile>(server, 'GET', '/profile', { token: s.token });
const mine = (s: Session) => call<MyReferrals>(server, 'GET', '/referrals/mine', { token: s.token });

async function codeOf(s: Session): Promise<string> {
  const res = await profile(s);
  expect(res.status).toBe(200);
  return res.body.referralCode;
}

async function signupWith(code: string | undefined, name = 'Ravi Kumar Varma'): Promise<Session> {
  const password = 'Friend#1234';
  const res = await call<AuthResponse>(server, 'POST', '/signup', { body: { name, phone: uniquePhone(), password, referralCode: code } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, password };
}

async function book(s: Session, overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await call<Order>(server, 'POST', '/orders', { token: s.token, body: orderBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const setStatus = (id: string, status: string) =>
  call<Order>(server, 'PATCH', `/admin/orders/${id}/status`, { token: admin.token, body: { status } });

async function complete(id: string): Promise<void> {
  expect((await setStatus(id, 'Completed')).status).toBe(200);
}

async function rewardRows(referrerId: string) {
  return server.database.db.selectFrom('referralRewards').selectAll().where('referrerId', '=', referrerId).execute();
}

/** The reward is written by a listener after the status change commits: wait for it, then for quiet. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('referral codes', () => {
  it('gives every new account its own code, on the profile', async () => {
    const [a, b] = await Promise.all([signupCustomer(server), signupCustomer(server)]);
    const [codeA, codeB] = await Promise.all([codeOf(a), codeOf(b)]);
    expect(codeA).toMatch(REFERRAL_CODE_PATTERN);
    expect(codeB).toMatch(REFERRAL_CODE_PATTERN);
    expect(codeA).not.toBe(codeB);
    // the same code on every ask, and the same on /referrals/mine
    expect(await codeOf(a)).toBe(codeA);
    expect((await mine(a)).body).toMatchObject({ code: codeA, shareUrl: `/signup?ref=${codeA}`, percent: 10 });
  });

  it('gives an account older than codes its code on first ask, once, however many ask at once', async () => {
    const phone = uniquePhone();
    const id = await createUser(server.database.db, { name: 'Old Customer', phone, password: 'Old#123456', role: 'customer' });
    const before = await server.database.db.selectFrom('users').select('referralCode').where('id', '=', id).executeTakeFirstOrThrow();
    expect(before.referralCode).toBeNull();
    const login = await call<AuthResponse>(server, 'POST', '/login', { body: { phone, password: 'Old#123456' } });
    const old: Session = { ...login.body, password: 'Old#123456' };
    const answers = await Promise.all([...Array.from({ length: 6 }, () => profile(old)), ...Array.from({ length: 6 }, () => mine(old))]);
    const codes = new Set(answers.map((r) => (r.body as Profile).referralCode ?? (r.body as MyReferrals).code));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(codes.size).toBe(1);
    const after = await server.database.db.selectFrom('users').select('referralCode').where('id', '=', id).executeTakeFirstOrThrow();
    expect([...codes][0]).toBe(after.referralCode);
    expect(after.referralCode).toMatch(REFERRAL_CODE_PATTERN);
  });
});

describe('signing up with a referral code', () => {
  it('accepts the code in any case and with spaces, and links the friend to the referrer', async () => {
    const referrer = await signupCustomer(server, 'Asha Rao');
    const code = await codeOf(referrer);
    const typed = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `;
    const friend = await signupWith(typed);
    const row = await server.database.db
      .selectFrom('users')
      .select(['referredBy', 'referralCode'])
      .where('id', '=', friend.user._id)
      .executeTakeFirstOrThrow();
    expect(row.referredBy).toBe(referrer.user._id);
    expect(row.referralCode).toMatch(REFERRAL_CODE_PATTERN);
    expect(row.referralCode).not.toBe(code);
    expect((await mine(referrer)).body).toMatchObject({ friendsJoined: 1, friendsCompleted: 0, rewards: [] });
    // a blank code is no code
    const plain = await signupWith('  ');
    const plainRow = await server.database.db.selectFrom('users').select('referredBy').where('id', '=', plain.user._id).executeTakeFirstOrThrow();
    expect(plainRow.referredBy).toBeNull();
  });

  it('refuses an unknown code with referral_code_invalid on the field, and writes no account', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const phone = uniquePhone();
    for (const referralCode of ['ZZZZZZ', 'AB0DE1', 'x', 'A'.repeat(40)]) {
      const res = await call(server, 'POST', '/signup', { body: { name: 'Nobody', phone, password: 'Friend#1234', referralCode } });
      expectError(res, 400, /referral code is not valid/, 'referral_code_invalid');
      expect((res.body as { field?: string }).field).toBe('referralCode');
    }
    expectError(await call(server, 'POST', '/signup', { body: { name: 'Nobody', phone, password: 'Friend#1234', referralCode: 12 } }), 400);
    expect(await count()).toBe(before);
    expect(await call(server, 'POST', '/login', { body: { phone, password: 'Friend#1234' } })).toMatchObject({ status: 401 });
  });
});

describe('earning the reward', () => {
  it("earns one reward for a friend's first Completed order, another for a second friend, none for a second order", async () => {
    const referrer = await signupCustomer(server, 'Asha Rao');
    const code = await codeOf(referrer);
    const friend = await signupWith(code, 'Ravi Kumar Varma');
    const first = await book(friend);
    const second = await book(friend);

    // not yet: In Progress and Delivering earn nothing
    await setStatus(first._id, 'In Progress');
    await setStatus(first._id, 'Delivering');
    await settle();
    expect(await rewardRows(referrer.user._id)).toHaveLength(0);

    await complete(first._id);
    await expect.poll(() => rewardRows(referrer.user._id)).toHaveLength(1);
    const [reward] = await rewardRows(referrer.user._id);
    expect(reward).toMatchObject({ friendId: friend.user._id, friendOrderId: first._id, percent: 10, status: 'earned', appliedOrderId: null });

    // the friend's second Completed order, and the first again, earn nothing more
    await complete(second._id);
    await complete(first._id);
    await settle();
    expect(await rewardRows(referrer.user._id)).toHaveLength(1);

    const friend2 = await signupWith(code, 'Meena');
    const order2 = await book(friend2);
    await complete(order2._id);
    await expect.poll(() => rewardRows(referrer.user._id)).toHaveLength(2);

    const view = (await mine(referrer)).body;
    expect(view).toMatchObject({ code, friendsJoined: 2, friendsCompleted: 2 });
    expect(view.rewards).toEqual([
      { status: 'earned', percent: 10, friendFirstName: 'Meena', createdAt: expect.any(String), appliedOrderNumber: null },
      { status: 'earned', percent: 10, friendFirstName: 'Ravi', createdAt: expect.any(String), appliedOrderNumber: null },
    ]);
  });

  it('earns exactly one reward when many of the friend’s orders complete at once', async () => {
    const referrer = await signupCustomer(server);
    const friend = await signupWith(await codeOf(referrer));
    const orders = await Promise.all(Array.from({ length: 6 }, () => book(friend)));
    const answers = await Promise.all(orders.map((o) => setStatus(o._id, 'Completed')));
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    await expect.poll(() => rewardRows(referrer.user._id)).toHaveLength(1);
    await settle();
    expect(await rewardRows(referrer.user._id)).toHaveLength(1);
  });

  it('earns nothing for customers no one referred, nor for a friend who booked with the referrer’s phone', async () => {
    const loner = await signupCustomer(server);
    await complete((await book(loner))._id);

    const referrer = await signupCustomer(server);
    const friend = await signupWith(await codeOf(referrer));
    await complete((await book(friend, { phone: ` +91 ${referrer.user.phone} ` }))._id);
    await settle();
    expect(
      await server.database.db.selectFrom('referralRewards').selectAll().where('friendId', 'in', [loner.user._id, friend.user._id]).execute(),
    ).toEqual([]);
    expect((await mine(referrer)).body).toMatchObject({ friendsJoined: 1, friendsCompleted: 1, rewards: [] });
  });

  it('shows each customer only their own referrals', async () => {
    const a = await signupCustomer(server, 'Asha');
    const b = await signupCustomer(server, 'Bala');
    const friend = await signupWith(await codeOf(a), 'Chitra');
    await complete((await book(friend))._id);
    await expect.poll(async () => (await mine(a)).body.rewards.length).toBe(1);
    const ofB = await mine(b);
    expect(ofB.status).toBe(200);
    expect(ofB.body).toMatchObject({ friendsJoined: 0, friendsCompleted: 0, rewards: [] });
    expect(ofB.body.code).not.toBe((await mine(a)).body.code);
    expectError(await call(server, 'GET', '/referrals/mine'), 401);
  });
});

describe('using the reward', () => {
  it("takes 10% off the referrer's next priced order as a 'referral' discount line, once", async () => {
    const referrer = await signupCustomer(server, 'Asha Rao');
    const friend = await signupWith(await codeOf(referrer), 'Ravi');
    await complete((await book(friend))._id);
    await expect.poll(() => rewardRows(referrer.user._id)).toHaveLength(1);

    const next = await book(referrer);
    const items = [{ service: 'Wash and Iron', item: 'Shirt', qty: 4, rate: 50 }];
    const priced = await call<Order>(server, 'POST', `/admin/orders/${next._id}/pickup`, { token: admin.token, body: { items } });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.subtotal).toBe(200);
    expect(priced.body.discounts).toEqual([expect.objectContaining({ kind: 'referral', percent: 10, amount: 20 })]);
    expect(priced.body.discount).toBe(20);

    const view = (await mine(referrer)).body;
    expect(view.rewards).toEqual([expect.objectContaining({ status: 'applied', appliedOrderNumber: next.orderNumber })]);

    // the reward is spent: the order after that pays in full
    const after = await book(referrer);
    const again = await call<Order>(server, 'POST', `/admin/orders/${after._id}/pickup`, { token: admin.token, body: { items } });
    expect(again.status).toBe(200);
    expect(again.body.discounts.filter((d) => d.kind === 'referral')).toEqual([]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { DEFAULT_PICKUP_RULES, istInstant, weekdayOfDate } from '@laundry/shared/rules/slots';
import {
  call,
  createAdminSession,
  expectInvalid,
  istDayFromToday,
  orderBody,
  signupCustomer,
  startTestServer,
  type Session,
  type TestServer,
} from '../../test/harness';
import { ServiceAreaRepository } from '../shop/service-area.repository';

let server: TestServer;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  server = await startTestServer();
  [admin, customer] = await Promise.all([createAdminSession(server), signupCustomer(server, 'Slot Customer')]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  // Each test sets the rules it needs; the next starts from the shop's defaults.
  const reset = { windowCapacity: 6, cutoffMinutes: 60, pickupWindows: DEFAULT_PICKUP_RULES.weekdays };
  expect((await call(server, 'PATCH', '/admin/shop', { token: admin.token, body: reset })).status).toBe(200);
  await new ServiceAreaRepository(server.database.db).replaceClosedDates([]);
});

async function slots(date: string): Promise<SlotsAnswer> {
  const res = await call<SlotsAnswer>(server, 'GET', `/api/slots?date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function setRules(body: Record<string, unknown>): Promise<void> {
  const res = await call(server, 'PATCH', '/admin/shop', { token: admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('GET /api/slots', () => {
  it("answers the day's windows in IST with capacity and places left, to anyone", async () => {
    const date = istDayFromToday(3);
    const answer = await slots(date);
    expect(answer.date).toBe(date);
    expect(answer.cutoffMinutes).toBe(60);
    expect(answer.windows).toHaveLength(8);
    expect(answer.windows[0]).toEqual({
      label: '7:00 AM – 9:00 AM',
      start: istInstant(date, 7 * 60),
      end: istInstant(date, 9 * 60),
      capacity: 6,
      left: 6,
      open: true,
    });
    expect(answer.windows.at(-1)).toMatchObject({ label: '9:00 PM – 10:00 PM', start: istInstant(date, 21 * 60), end: istInstant(date, 22 * 60) });
    // Never kept by a browser: the places change with every booking.
    expect((await call(server, 'GET', `/api/slots?date=${date}`)).headers.get('cache-control')).toBe('no-store');
  });

  it('counts the places left as bookings take them and cancelling gives them back', async () => {
    const date = istDayFromToday(4);
    const book = () =>
      call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ pickupDate: date, pickupTime: '11:00 AM – 1:00 PM' }) });
    const [first, second] = [await book(), await book()];
    expect([first.status, second.status]).toEqual([201, 201]);
    const window = (await slots(date)).windows.find((w) => w.label === '11:00 AM – 1:00 PM');
    expect(window).toMatchObject({ capacity: 6, left: 4, open: true });
    // The other windows of the day are untouched.
    expect((await slots(date)).windows.filter((w) => w.left === 6)).toHaveLength(7);
    await setRules({ windowCapacity: 3 });
    expect((await slots(date)).windows.find((w) => w.label === '11:00 AM – 1:00 PM')).toMatchObject({ capacity: 3, left: 1 });
    await call(server, 'POST', `/orders/${first.body._id}/cancel`, { token: customer.token });
    expect((await slots(date)).windows.find((w) => w.label === '11:00 AM – 1:00 PM')).toMatchObject({ capacity: 3, left: 2 });
  });

  it('closes the windows of a past day, and those starting within the cut-off (from the start of the window)', async () => {
    expect((await slots(istDayFromToday(-1))).windows.every((w) => !w.open)).toBe(true);
    // A cut-off of a whole day: every window of today starts within it, none two days on does.
    await setRules({ cutoffMinutes: 24 * 60 });
    expect((await slots(istDayFromToday(0))).windows.every((w) => !w.open)).toBe(true);
    expect((await slots(istDayFromToday(2))).windows.every((w) => w.open)).toBe(true);
    // Tomorrow: open exactly when the window starts a day or more from now.
    const asked = Date.now();
    const tomorrow = await slots(istDayFromToday(1));
    for (const w of tomorrow.windows) {
      const lead = Date.parse(w.start) - asked;
      if (Math.abs(lead - 24 * 3_600_000) > 60_000) expect(w.open, w.label).toBe(lead >= 24 * 3_600_000);
    }
  });

  it('closes every window on a closed date, and has none on a weekday without pickups', async () => {
    const closed = istDayFromToday(5);
    await new ServiceAreaRepository(server.database.db).replaceClosedDates([{ date: closed, label: 'Sankranti' }]);
    const onClosed = await slots(closed);
    expect(onClosed.windows).toHaveLength(8);
    expect(onClosed.windows.some((w) => w.open)).toBe(false);
    expect((await slots(istDayFromToday(6))).windows.every((w) => w.open)).toBe(true);

    const day = istDayFromToday(7);
    await setRules({ pickupWindows: DEFAULT_PICKUP_RULES.weekdays.map((d, i) => (i === weekdayOfDate(day) ? null : d)) });
    expect((await slots(day)).windows).toEqual([]);
    expect((await slots(istDayFromToday(8))).windows.every((w) => w.open)).toBe(true);
  });

  it("follows the shop's own hours, window length and capacity", async () => {
    const date = istDayFromToday(9);
    await setRules({ windowCapacity: 2, pickupWindows: Array.from({ length: 7 }, () => ({ start: '08:00', end: '12:30', minutes: 90 })) });
    expect((await slots(date)).windows.map((w) => [w.label, w.capacity, w.left])).toEqual([
      ['8:00 AM – 9:30 AM', 2, 2],
      ['9:30 AM – 11:00 AM', 2, 2],
      ['11:00 AM – 12:30 PM', 2, 2],
    ]);
  });

  it('answers 400 naming the field to a missing or bad date', async () => {
    expectInvalid(await call(server, 'GET', '/api/slots'), 'date', /date/);
    expectInvalid(await call(server, 'GET', '/api/slots?date=2026-02-30'), 'date', 'date must be a date written YYYY-MM-DD');
    expectInvalid(await call(server, 'GET', '/api/slots?date=tomorrow'), 'date', 'date must be a date written YYYY-MM-DD');
  });
});

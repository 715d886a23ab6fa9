import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@laundry/shared/constants';
import { FIRST_SHOWN, OPEN_ALWAYS, ordersShown } from './orders-shown';

const order = (n: number, status: OrderStatus) => ({ _id: `o${n}`, status });
const ids = (list: { _id: string }[]) => list.map((o) => o._id);

describe('ordersShown', () => {
  it('lists the newest orders and any older one still on its way, newest first as given', () => {
    // Newest first: two open, 13 finished, then an old open one (a dry clean that takes days).
    const orders = [order(1, 'Pending'), order(2, 'In Progress')];
    for (let n = 3; n <= 15; n++) orders.push(order(n, n % 2 ? 'Completed' : 'Cancelled'));
    orders.push(order(16, 'Delivering'));
    const { shown, hidden } = ordersShown(orders, FIRST_SHOWN, null);
    expect(ids(shown)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9', 'o10', 'o16']);
    expect(hidden).toBe(5);
  });

  it('shows more when asked, and the order a link names wherever it is', () => {
    const orders = Array.from({ length: 40 }, (_, i) => order(i + 1, 'Completed'));
    expect(ordersShown(orders, 30, null)).toMatchObject({ hidden: 10 });
    expect(ordersShown(orders, 50, null)).toMatchObject({ hidden: 0 });
    const linked = ordersShown(orders, FIRST_SHOWN, 'o35');
    expect(ids(linked.shown)).toContain('o35');
    expect(linked.shown).toHaveLength(FIRST_SHOWN + 1);
    expect(linked.hidden).toBe(40 - FIRST_SHOWN - 1);
  });

  it('never lists more than OPEN_ALWAYS open orders beyond the newest, however many are booked', () => {
    const orders = Array.from({ length: 3000 }, (_, i) => order(i + 1, 'Pending'));
    const { shown, hidden } = ordersShown(orders, FIRST_SHOWN, null);
    expect(shown).toHaveLength(Math.max(FIRST_SHOWN, OPEN_ALWAYS));
    expect(hidden).toBe(3000 - shown.length);
  });

  it('hides nothing from a customer with few orders', () => {
    const orders = [order(1, 'Completed'), order(2, 'Cancelled'), order(3, 'Pending')];
    expect(ordersShown(orders, FIRST_SHOWN, null)).toEqual({ shown: orders, hidden: 0 });
  });
});

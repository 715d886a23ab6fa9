import type { Language } from '../constants';
import { daysBetween, istDate } from './ist';
import { ageBucket, type AgeBucket } from './ledger';

export const AGE_BUCKETS = ['0-7', '8-30', '30+'] as const satisfies readonly AgeBucket[];

/** A priced, not cancelled order with something left to pay, as the Unpaid list reads it (paise). */
export interface DueOrderRow {
  id: string;
  orderNumber: string;
  invoiceNumber: string | null;
  /** The account the order belongs to; null for a walk-in without one. */
  userId: string | null;
  /** The account's name when there is one, else the name on the order. */
  name: string;
  /** The account's phone when there is one, else the phone on the order. */
  phone: string;
  /** The account's language; null for a walk-in (nobody told us). */
  language: Language | null;
  total: number;
  paid: number;
  /** ISO UTC */
  pricedAt: string;
  /** The customer's UPI payment reported and not yet decided (docs/decisions/0073), in paise. */
  reported: { id: string; amount: number; reference: string; createdAt: string } | null;
}

export interface DueOrder extends DueOrderRow {
  due: number;
  ageDays: number;
  bucket: AgeBucket;
}

export interface DueCustomer {
  userId: string | null;
  name: string;
  phone: string;
  language: Language | null;
  /** paise */
  due: number;
  oldestDays: number;
  /** Oldest first: the one to ask about first. */
  orders: DueOrder[];
}

/**
 * How many shop (IST) calendar days ago the order was priced: an order priced at 23:50 is a day
 * old ten minutes later, as the shop counts it. Never negative, whatever the clocks say.
 */
export function dueAgeDays(pricedAt: string, now: Date): number {
  return Math.max(0, daysBetween(istDate(new Date(pricedAt)), istDate(now)));
}

/** Whose due it is: the account, or for a walk-in without one, the phone (as store credit is). */
function holderKey(row: DueOrderRow): string {
  return row.userId ? `user:${row.userId}` : `phone:${row.phone}`;
}

/**
 * The Unpaid list: each customer with what they owe and on which orders, the biggest debt
 * first (the oldest first among equals, then by name, so the order never wobbles).
 */
export function groupDues(rows: readonly DueOrderRow[], now: Date): DueCustomer[] {
  const groups = new Map<string, DueCustomer>();
  for (const row of rows) {
    const due = row.total - row.paid;
    if (due <= 0) continue;
    const ageDays = dueAgeDays(row.pricedAt, now);
    const order: DueOrder = { ...row, due, ageDays, bucket: ageBucket(ageDays) };
    const key = holderKey(row);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { userId: row.userId, name: row.name, phone: row.phone, language: row.language, due, oldestDays: ageDays, orders: [order] });
      continue;
    }
    // A walk-in's name is the one on their newest order: the shop may have corrected it.
    if (!row.userId && group.orders.every((o) => row.pricedAt > o.pricedAt)) group.name = row.name;
    group.due += due;
    group.oldestDays = Math.max(group.oldestDays, ageDays);
    group.orders.push(order);
  }
  const customers = [...groups.values()];
  for (const c of customers)
    c.orders.sort((a, b) => b.ageDays - a.ageDays || a.pricedAt.localeCompare(b.pricedAt) || a.orderNumber.localeCompare(b.orderNumber));
  return customers.sort((a, b) => b.due - a.due || b.oldestDays - a.oldestDays || a.name.localeCompare(b.name) || a.phone.localeCompare(b.phone));
}

export interface DueTotals {
  /** paise */
  due: number;
  byBucket: Record<AgeBucket, number>;
}

/** What is owed in all, and how much of it in each age bucket (by each order's own age). */
export function dueTotals(customers: readonly DueCustomer[]): DueTotals {
  const byBucket: Record<AgeBucket, number> = { '0-7': 0, '8-30': 0, '30+': 0 };
  let due = 0;
  for (const c of customers) {
    for (const o of c.orders) {
      byBucket[o.bucket] += o.due;
      due += o.due;
    }
  }
  return { due, byBucket };
}

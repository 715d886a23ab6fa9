import { insertOrders } from '../features/orders/order-writer';
import { transaction } from '../db/db';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { DELIVERY_TYPES, ORDER_STATUSES, SERVICES } from '@laundry/shared/constants';
import { istDate } from '@laundry/shared/rules/ist';
import { formatOrderNumber } from '@laundry/shared/rules/order-number';
import { buildSearchText, orderSearchFields } from '@laundry/shared/rules/search';
import type { Database, OrderItemsTable, OrdersTable } from '../db/schema';

export const NAMES = [
  'Ravi Kumar',
  'Lakshmi Devi',
  'Suresh Babu',
  'Anitha Reddy',
  'Venkata Rao',
  'Padma Priya',
  'Srinivas',
  'Kavya',
  'Naga Raju',
  'Durga Prasad',
];
export const AREAS = [
  'Main Road',
  'Gandhi Nagar',
  'Jagannaickpur',
  'Ramanayyapeta',
  'Sarpavaram',
  'Bhanugudi Junction',
  'Suryaraopeta',
  'Valasapakala',
];

/** A deterministic pseudo-random source, so every bench run seeds the same data. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts `count` orders spread over the last 180 days, a third of them priced (the benchmark and the API tests that need many). */
export async function seedOrders(db: Kysely<Database>, count: number, userId: string | null, options: { announce?: boolean } = {}): Promise<void> {
  const random = mulberry32(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const span = 180 * 24 * 60 * 60 * 1000;
  const numbers = new Set<string>();
  const BATCH = 400;
  for (let start = 0; start < count; start += BATCH) {
    const orders: Insertable<OrdersTable>[] = [];
    const items: Insertable<OrderItemsTable>[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const created = new Date(now - Math.floor((i / count) * span) - Math.floor(random() * 60_000));
      let suffix = 100 + Math.floor(random() * 900);
      let orderNumber = formatOrderNumber(created, suffix);
      while (numbers.has(orderNumber)) orderNumber = formatOrderNumber(created, (suffix = 100 + ((suffix - 99) % 900)));
      numbers.add(orderNumber);
      const id = randomUUID();
      const name = pick(NAMES);
      const phone = `9${String(100_000_000 + Math.floor(random() * 899_999_999)).slice(0, 9)}`;
      const service = pick(SERVICES);
      const delivery = pick(DELIVERY_TYPES);
      const address = `${1 + Math.floor(random() * 40)}-${1 + Math.floor(random() * 9)}, ${pick(AREAS)}, Kakinada`;
      const priced = random() < 0.33;
      const qty = 1 + Math.floor(random() * 8);
      const subtotal = priced ? qty * 2900 : 0;
      const iso = created.toISOString();
      orders.push({
        id,
        orderNumber,
        userId,
        customerName: name,
        phone,
        service,
        status: pick(ORDER_STATUSES),
        delivery,
        pickupDate: istDate(created),
        pickupTime: '09:00 AM - 11:00 AM',
        pickupAddress: address,
        lat: null,
        lng: null,
        notes: '',
        subtotal,
        discount: 0,
        tax: 0,
        total: subtotal,
        invoiceNumber: null,
        pricedAt: priced ? iso : null,
        source: 'web',
        searchText: buildSearchText(orderSearchFields({ orderNumber, customerName: name, id, phone, pickupAddress: address, service, delivery })),
        createdAt: iso,
        createdDay: istDate(created),
        updatedAt: iso,
      });
      if (priced) items.push({ orderId: id, position: 0, service, item: 'Shirt / T-Shirt', qty, rate: 2900, amount: subtotal });
    }
    await transaction(db, async (trx) => {
      await insertOrders(trx, orders, options);
      if (items.length) await trx.insertInto('orderItems').values(items).execute();
    });
  }
}

/**
 * One order for `userId` as the tests shape it (unpriced, Pending, made now unless told);
 * `overrides` sets money and status directly. Answers its id and number.
 */
export async function insertOrderFor(
  db: Kysely<Database>,
  user: { id: string | null; name: string; phone: string },
  overrides: Partial<Insertable<OrdersTable>> = {},
): Promise<{ id: string; orderNumber: string }> {
  const id = randomUUID();
  const created = new Date(overrides.createdAt ?? Date.now());
  // Six digits: tests book many orders a minute.
  const orderNumber = formatOrderNumber(created, 100_000 + Math.floor(Math.random() * 900_000));
  const address = '12-3, Main Road, Kakinada';
  const iso = created.toISOString();
  await db
    .insertInto('orders')
    .values({
      id,
      orderNumber,
      userId: user.id,
      customerName: user.name,
      phone: user.phone,
      service: 'Wash and Iron',
      status: 'Pending',
      delivery: 'regular',
      pickupDate: istDate(created),
      pickupTime: '09:00 AM - 11:00 AM',
      pickupAddress: address,
      lat: null,
      lng: null,
      notes: '',
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
      invoiceNumber: null,
      pricedAt: null,
      source: 'manual',
      searchText: buildSearchText(
        orderSearchFields({
          orderNumber,
          customerName: user.name,
          id,
          phone: user.phone,
          pickupAddress: address,
          service: 'Wash and Iron',
          delivery: 'regular',
        }),
      ),
      createdAt: iso,
      createdDay: istDate(created),
      updatedAt: iso,
      ...overrides,
    })
    .execute();
  return { id, orderNumber };
}

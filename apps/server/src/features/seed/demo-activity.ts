import { transaction } from '../../db/db';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import type { Database } from '../../db/schema';
import { DomainEvents } from '../../realtime/domain-events';
import { UsersRepository } from '../auth/auth.public';
import { OrdersRepository, OrdersService } from '../orders/orders.public';
import { appendPayment } from '../payments/payments.public';
import { PricesRepository, PricesService } from '../prices/prices.public';
import { ShopSettingsRepository, ShopSettingsService } from '../shop/shop.public';
import { TicketsRepository, TicketsService } from '../tickets/tickets.public';

/** A few orders and tickets in every state, made through the same services the API uses. */
export async function seedDemoActivity(db: Kysely<Database>, customerIds: string[]): Promise<void> {
  const events = new DomainEvents();
  const users = new UsersRepository(db);
  const shop = new ShopSettingsService(new ShopSettingsRepository(db), events);
  const orders = new OrdersService(new OrdersRepository(db), users, events, shop, new PricesService(new PricesRepository(db), events, shop));
  const tickets = new TicketsService(new TicketsRepository(db), events);
  // The demo shop washes and folds by the kilo: ₹70/kg, at least 3 kg (docs/decisions/0066).
  await db.insertInto('kgRates').values({ service: 'Wash and Fold', rate: 7000, minKgCenti: 300, updatedAt: new Date().toISOString() }).execute();
  const today = istDate(new Date());
  const [ravi, lakshmi] = await Promise.all(customerIds.map((id) => users.findById(id)));
  if (!ravi || !lakshmi) return;

  const first = await orders.createForCustomer(ravi, {
    service: 'Wash and Iron',
    delivery: 'regular',
    pickupDate: today,
    pickupTime: '09:00 AM - 11:00 AM',
    pickupAddress: 'Flat 302, Sai Residency, Main Road, Kakinada 533001',
    phone: ravi.phone,
    lat: 16.9891,
    lng: 82.2475,
    notes: 'Call before coming',
    pincode: '',
  });
  await orders.price(
    first._id,
    {
      items: [
        { service: 'Wash and Iron', item: 'Shirt / T-Shirt', qty: 6, rate: 29 },
        { service: 'Wash and Iron', item: 'Trouser / Jeans', qty: 4, rate: 29 },
        { service: 'Dry Clean', item: 'Blazer', qty: 1, rate: 250 },
      ],
      discount: 20,
      expressWaiver: '',
      discountPercent: null,
      tax: 0,
    },
    'pickup',
    null,
  );
  const second = await orders.createForCustomer(ravi, {
    service: 'Dry Clean',
    delivery: 'express',
    pickupDate: addDays(today, 1),
    pickupTime: '05:00 PM - 07:00 PM',
    pickupAddress: 'Flat 302, Sai Residency, Main Road, Kakinada 533001',
    phone: ravi.phone,
    lat: null,
    lng: null,
    notes: '',
    pincode: '',
  });
  await orders.setStatus(second._id, 'Pending', null);
  const third = await orders.createForCustomer(lakshmi, {
    service: 'Wash and Fold',
    delivery: 'regular',
    pickupDate: today,
    pickupTime: '07:00 AM - 09:00 AM',
    pickupAddress: '12-3-45, Gandhi Nagar, Kakinada 533004',
    phone: lakshmi.phone,
    lat: null,
    lng: null,
    notes: 'Curtains too',
    pincode: '',
  });
  await orders.price(
    third._id,
    { items: [{ service: 'Wash and Fold', item: 'Bedsheet', qty: 4, rate: 60 }], discount: 0, discountPercent: null, tax: 12, expressWaiver: '' },
    'pickup',
    null,
  );
  await orders.setStatus(third._id, 'Delivering', null);
  const { order: walkIn } = await orders.createManual(
    {
      status: 'Completed',
      delivery: 'regular',
      pickupDate: today,
      pickupTime: '11:00 AM - 01:00 PM',
      pickupAddress: 'Walk-in at the shop',
      phone: '9123456780',
      userId: { name: 'Suresh Babu' },
      notes: '',
      orderNumber: null,
      service: 'Iron',
      items: [{ service: 'Iron', item: 'Saree', qty: 3, rate: 40 }],
      discount: 0,
      expressWaiver: '',
      discountPercent: null,
      tax: 0,
    },
    null,
  );

  // Money in every state (docs/decisions/0046): the walk-in paid cash at the counter, Ravi paid
  // part by UPI and reported the rest for the shop to confirm, Lakshmi's order is still unpaid.
  await transaction(db, async (trx) => {
    const entry = {
      reference: '',
      note: '',
      correctsId: null,
      statementLineId: null,
      recordedBy: null,
      recordedByName: 'Shop',
      source: 'counter' as const,
    };
    await appendPayment(trx, { ...entry, orderId: walkIn._id, method: 'cash', amount: Math.round(walkIn.total * 100) }, null);
    await appendPayment(trx, { ...entry, orderId: first._id, method: 'upi', amount: 20_000, reference: '509512345678' }, null);
  });
  await db
    .insertInto('paymentReports')
    .values({
      id: randomUUID(),
      orderId: first._id,
      userId: ravi.id,
      amount: 20_000,
      reference: '509598765432',
      status: 'pending',
      reason: '',
      decidedBy: null,
      decidedAt: null,
      paymentId: null,
      createdAt: new Date().toISOString(),
    })
    .execute();

  const ticket = await tickets.create(
    { userName: 'Ravi Kumar', mobile: ravi.phone, orderId: first.orderNumber, issue: 'One shirt button is missing after the wash.' },
    { userId: ravi.id, source: 'chat' },
  );
  await tickets.reply(ticket._id, 'admin', 'Sorry about that! We will fix the button free of cost.');
  await tickets.create(
    { userName: 'Anitha', mobile: '9988776655', orderId: '', issue: 'Do you pick up from Jagannaickpur on Sundays?' },
    { userId: null, source: 'chat' },
  );
}

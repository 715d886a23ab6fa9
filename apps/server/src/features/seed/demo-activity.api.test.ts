import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/harness';
import { toOrder } from '../orders/order-mapper';
import { NO_ESTIMATE } from '../orders/ready-by-estimate';
import { OrdersRepository } from '../orders/orders.repository';
import { seedDemoActivity } from './demo-activity';
import { seedDemoUsers, seedPrices } from './seed';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateToLatest(database.db);
  await seedPrices(database.db);
  const demo = await seedDemoUsers(database.db);
  if (!demo) throw new Error('demo users were not created');
  await seedDemoActivity(database.db, demo.customerIds);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('the demo data of a development start', () => {
  it('shows money in every state: paid at the counter, part-paid with a report to confirm, unpaid', async () => {
    const repo = new OrdersRepository(database.db);
    const ids = (await database.db.selectFrom('orders').select('id').execute()).map((r) => r.id);
    const orders = (await repo.findManyById(ids)).map((found) => toOrder(found, NO_ESTIMATE));
    const priced = orders.filter((o) => o.pricedAt);
    expect(priced.map((o) => o.paymentStatus).sort()).toEqual(['paid', 'part-paid', 'unpaid']);
    const partPaid = priced.find((o) => o.paymentStatus === 'part-paid')!;
    expect(partPaid.paid).toBe(200);
    expect(partPaid.due).toBe(partPaid.total - 200);
    expect(partPaid.paymentReport).toMatchObject({ status: 'pending', amount: 200 });
    const paid = priced.find((o) => o.paymentStatus === 'paid')!;
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'cash', amount: paid.total })]);
  });
});

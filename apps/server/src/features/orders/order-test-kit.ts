import type { Updateable } from 'kysely';
import type { Db } from '../../db/db';
import type { OrdersTable } from '../../db/schema';

/**
 * For API tests only: puts an order's columns into a state the API cannot reach on demand (a promise
 * already past, a pricing days ago). Written straight to the row, announcing nothing, so a test's
 * setup adds no messages or events; the one place outside order-writer.ts that writes `orders`.
 */
export async function setOrderColumns(db: Db, id: string, values: Updateable<OrdersTable>): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', id).execute();
}

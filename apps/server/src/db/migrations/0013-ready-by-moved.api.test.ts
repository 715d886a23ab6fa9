import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { seedOrders } from '../../test/seed-orders';
import { isPostgresUrl, migrateTo, type DatabaseHandle } from '../database';

/** An order's ready-by-moved messages, oldest first. */
function movedMessages(database: DatabaseHandle, orderId: string) {
  return database.db
    .selectFrom('messages')
    .select(['event', 'createdAt'])
    .where('orderId', '=', orderId)
    .where('event', '=', 'ready-by-moved')
    .execute();
}

/** The shop's move as the route writes it. */
async function move(database: DatabaseHandle, orderId: string, at: string, readyBy: string): Promise<void> {
  await database.db.updateTable('orders').set({ readyBy, readyByMovedAt: at, readyByNote: 'Rain' }).where('id', '=', orderId).execute();
}

// Up to 0015: migration 0016 moves the message rules out of triggers (docs/decisions/0067).
describe('migration 0013 (a slipped ready-by promise)', () => {
  it('gives existing orders an unmoved promise, and writes the message with a move, not with its repeat or its clearing', async () => {
    const { database, drop } = await createTestDatabase();
    const db = database.db;
    try {
      await migrateTo(db, '0012-care');
      await seedOrders(db, 3, null, { announce: false });
      await migrateTo(db, '0015-bills');
      const rows = await db.selectFrom('orders').select(['id', 'readyByWas', 'readyByNote', 'readyByMovedAt']).orderBy('id').execute();
      expect(rows.map(({ readyByWas, readyByNote, readyByMovedAt }) => ({ readyByWas, readyByNote, readyByMovedAt }))).toEqual(
        Array.from({ length: 3 }, () => ({ readyByWas: null, readyByNote: '', readyByMovedAt: null })),
      );

      const id = rows[0]!.id;
      const movedAt = new Date().toISOString();
      await move(database, id, movedAt, '2030-01-01T15:30:00.000Z');
      expect(await movedMessages(database, id)).toEqual([{ event: 'ready-by-moved', createdAt: movedAt }]);
      // The same move written again says nothing new; clearing it (a new booking time) says nothing.
      await move(database, id, movedAt, '2030-01-01T15:30:00.000Z');
      await db.updateTable('orders').set({ readyByWas: null, readyByNote: '', readyByMovedAt: null }).where('id', '=', id).execute();
      expect(await movedMessages(database, id)).toHaveLength(1);
    } finally {
      await database.close();
      await drop();
    }
  });

  // SQLite only: on PostgreSQL the test files share a database, and dropping columns while another
  // file's migrator lists every schema's columns fails that file (the harness keeps schemas to the
  // end for the same reason). The PostgreSQL `down` was run by hand on its own.
  it.skipIf(isPostgresUrl(process.env.TEST_DATABASE_URL ?? ''))('goes down to 0012 and up again', async () => {
    const { database, drop } = await createTestDatabase();
    const db = database.db;
    const orderColumns = async () => (await db.introspection.getTables()).find((t) => t.name === 'orders')!.columns.map((c) => c.name);
    try {
      await migrateTo(db, '0015-bills');
      await seedOrders(db, 1, null, { announce: false });
      const { id } = await db.selectFrom('orders').select('id').executeTakeFirstOrThrow();
      await move(database, id, new Date().toISOString(), '2030-01-01T15:30:00.000Z');

      await migrateTo(db, '0012-care');
      expect(await orderColumns()).not.toContain('ready_by_was');
      expect(await orderColumns()).not.toContain('ready_by_note');
      expect(await orderColumns()).not.toContain('ready_by_moved_at');
      expect(await db.selectFrom('messages').select('id').where('event', '=', 'ready-by-moved').execute()).toEqual([]);
      // The trigger went with the columns: an order's change still works.
      await db.updateTable('orders').set({ notes: 'after down' }).where('id', '=', id).execute();

      await migrateTo(db, '0015-bills');
      expect(await orderColumns()).toEqual(expect.arrayContaining(['ready_by_was', 'ready_by_note', 'ready_by_moved_at']));
      await move(database, id, new Date().toISOString(), '2030-01-02T15:30:00.000Z');
      expect(await movedMessages(database, id)).toHaveLength(1);
    } finally {
      await database.close();
      await drop();
    }
  });
});

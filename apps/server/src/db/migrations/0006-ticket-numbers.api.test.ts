import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { migrateTo, migrateToLatest } from '../database';

describe('migration 0006 (ticket numbers, sources and owners)', () => {
  it('numbers the tickets already there by age from T-1001, marks them as chat tickets of nobody, and counts on from there', async () => {
    const { database, drop } = await createTestDatabase();
    const db = database.db;
    try {
      await migrateTo(db, '0004-reset-codes-issued-by');
      const old = (id: string, createdAt: string) => ({
        id,
        userName: 'Old',
        mobile: '9876543210',
        orderId: '',
        issue: 'old',
        status: 'open' as const,
        createdAt,
        updatedAt: createdAt,
      });
      // Raw inserts of the 0004 shape: the typed schema already names the new columns.
      for (const t of [old('b', '2026-01-02T00:00:00.000Z'), old('a', '2026-01-01T00:00:00.000Z'), old('c', '2026-01-03T00:00:00.000Z')]) {
        await db
          .insertInto('tickets')
          .values(t as never)
          .execute();
      }
      await migrateToLatest(db);
      const rows = await db.selectFrom('tickets').select(['id', 'number', 'source', 'email', 'userId']).orderBy('number').execute();
      expect(rows).toEqual([
        { id: 'a', number: 1001, source: 'chat', email: '', userId: null },
        { id: 'b', number: 1002, source: 'chat', email: '', userId: null },
        { id: 'c', number: 1003, source: 'chat', email: '', userId: null },
      ]);
      const counter = await db.selectFrom('ticketCounters').selectAll().executeTakeFirstOrThrow();
      expect(counter).toEqual({ name: 'tickets', lastNumber: 1003 });
    } finally {
      await database.close();
      await drop();
    }
  });
});

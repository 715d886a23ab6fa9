import { recordEvents } from '../outbox/outbox.public';
import { transaction } from '../../db/db';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, TicketRepliesTable, TicketsTable } from '../../db/schema';

export type TicketRow = Selectable<TicketsTable>;
export type ReplyRow = Selectable<TicketRepliesTable>;

export class TicketsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the ticket with the next short number, counted atomically on both databases. */
  async insert(ticket: Omit<Insertable<TicketsTable>, 'number'>): Promise<void> {
    await transaction(this.db, async (trx) => {
      const { lastNumber } = await trx
        .updateTable('ticketCounters')
        .set((eb) => ({ lastNumber: eb(eb.ref('lastNumber'), '+', 1) }))
        .where('name', '=', 'tickets')
        .returning('lastNumber')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('tickets')
        .values({ ...ticket, number: Number(lastNumber) })
        .execute();
    });
  }

  findById(id: string): Promise<TicketRow | undefined> {
    return this.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listNewestFirst(limit: number): Promise<TicketRow[]> {
    return this.db.selectFrom('tickets').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  listForUser(userId: string, limit: number): Promise<TicketRow[]> {
    return this.db
      .selectFrom('tickets')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async repliesFor(ticketIds: string[]): Promise<ReplyRow[]> {
    if (ticketIds.length === 0) return [];
    return this.db.selectFrom('ticketReplies').selectAll().where('ticketId', 'in', ticketIds).orderBy('createdAt').orderBy('id').execute();
  }

  /** Adds a reply and, when asked, moves the status in the same transaction. */
  async addReply(reply: Insertable<TicketRepliesTable>, status?: TicketRow['status']): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const result = await trx
        .updateTable('tickets')
        .set({ updatedAt: reply.createdAt, ...(status ? { status } : {}) })
        .where('id', '=', reply.ticketId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.insertInto('ticketReplies').values(reply).execute();
      if (reply.sender === 'admin') await recordEvents(trx, [{ type: 'ticket.staff-replied', ticketId: reply.ticketId, at: reply.createdAt }]);
      return true;
    });
  }

  async setStatus(id: string, status: TicketRow['status'], now: string): Promise<boolean> {
    const result = await this.db.updateTable('tickets').set({ status, updatedAt: now }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes the ticket with its replies; answers the deleted row (its owner is told), or undefined. */
  async delete(id: string): Promise<TicketRow | undefined> {
    return transaction(this.db, async (trx) => {
      const row = await trx.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      await trx.deleteFrom('ticketReplies').where('ticketId', '=', id).execute();
      const result = await trx.deleteFrom('tickets').where('id', '=', id).executeTakeFirst();
      // Another request may have deleted it in between: only one of them reports the delete.
      return Number(result.numDeletedRows) === 1 ? row : undefined;
    });
  }
}

import { updateOrder } from './order-writer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What a promise counted again from the booking rules (a new pickup window) writes beside it: a new
 * booking time is a new promise, not a slipped one (docs/decisions/0059).
 */
export const PROMISE_NOT_MOVED = { readyByWas: null, readyByNote: '', readyByMovedAt: null } as const;

/** Why a move changed nothing. */
export type MoveRefusal = 'not_found' | 'closed' | 'no_promise';

/** The only SQL of the shop moving a promise. */
export class ReadyByRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One UPDATE, so concurrent moves each land whole and the last one stands: the new promise, the
   * booking's kept the first time (COALESCE reads the row as it was before this statement), the
   * reason and the time of the move, whose change announces the move.
   */
  async move(id: string, change: { readyBy: string; note: string; at: string }): Promise<'moved' | MoveRefusal> {
    const moved = await updateOrder(
      this.db,
      id,
      (eb) => ({
        readyBy: change.readyBy,
        readyByWas: eb.fn.coalesce('readyByWas', 'readyBy'),
        readyByNote: change.note,
        readyByMovedAt: change.at,
        updatedAt: change.at,
      }),
      null,
      (eb) => eb.and([eb('status', 'not in', ['Completed', 'Cancelled']), eb('readyBy', 'is not', null)]),
    );
    if (moved) return 'moved';
    // Nothing moved: say why, from the row as it is now.
    const row = await this.db.selectFrom('orders').select(['status', 'readyBy']).where('id', '=', id).executeTakeFirst();
    if (!row) return 'not_found';
    return row.status === 'Completed' || row.status === 'Cancelled' ? 'closed' : 'no_promise';
  }
}

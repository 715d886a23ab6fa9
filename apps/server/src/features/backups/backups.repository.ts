import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class BackupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Claims a scheduled moment; false when another process already has. */
  async claim(slot: string, startedAt: string): Promise<boolean> {
    const result = await this.db
      .insertInto('backupRuns')
      .values({ slot, status: 'running', startedAt })
      .onConflict((oc) => oc.column('slot').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async finish(
    slot: string,
    outcome: { status: 'ok' | 'failed'; finishedAt: string; fileName?: string; sizeBytes?: number; error?: string },
  ): Promise<void> {
    await this.db.updateTable('backupRuns').set(outcome).where('slot', '=', slot).execute();
  }

  async latest(status: 'ok' | 'failed' | 'running') {
    return this.db.selectFrom('backupRuns').selectAll().where('status', '=', status).orderBy('slot', 'desc').limit(1).executeTakeFirst();
  }
}

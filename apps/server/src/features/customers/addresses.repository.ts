import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { AddressesTable, Database } from '../../db/schema';

export type AddressRow = Selectable<AddressesTable>;
type Trx = Transaction<Database>;

/** A customer's saved addresses (docs/decisions/0070). Every read and write names the owner. */
export class AddressesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Oldest first: the order the customer saved them in. */
  list(userId: string): Promise<AddressRow[]> {
    return this.listFor([userId]);
  }

  /** One of the owner's addresses; undefined for another's or none. */
  find(userId: string, id: string): Promise<AddressRow | undefined> {
    return this.db.selectFrom('addresses').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  }

  listFor(userIds: readonly string[]): Promise<AddressRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('addresses').selectAll().where('userId', 'in', userIds).orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
  }

  /**
   * Adds one address unless the owner already has `max`: the count and the insert are one
   * transaction, taken in turn per owner, so two saves at once cannot make a sixth.
   */
  insertWithin(row: Insertable<AddressesTable>, max: number): Promise<AddressRow | null> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockOwner(trx, row.userId);
      const { n } = await trx
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', row.userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= max) return null;
      return trx.insertInto('addresses').values(row).returningAll().executeTakeFirstOrThrow();
    });
  }

  update(userId: string, id: string, changes: Updateable<AddressesTable>): Promise<AddressRow | undefined> {
    return this.db.updateTable('addresses').set(changes).where('id', '=', id).where('userId', '=', userId).returningAll().executeTakeFirst();
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('addresses').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** SQLite has one writer at a time already; PostgreSQL takes the owner's advisory lock. */
  private async lockOwner(trx: Trx, userId: string): Promise<void> {
    if (this.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`.execute(trx);
  }
}

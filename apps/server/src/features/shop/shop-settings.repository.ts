import type { Actor } from '../../lib/actor';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ShopSettingsTable } from '../../db/schema';
import { transaction } from '../../db/db';
import { recordAudit } from '../audit/audit.public';

export type ShopSettingsRow = Selectable<ShopSettingsTable>;
export type ShopSettingsPatch = Partial<Omit<ShopSettingsRow, 'id' | 'updatedAt'>>;

const PROFILE_FIELDS = ['name', 'phone', 'whatsapp', 'email', 'address', 'mapLink', 'hours', 'shopLat', 'shopLng'] as const;

function profileOf(defaults: Omit<ShopSettingsRow, 'id' | 'updatedAt'>): ShopSettingsPatch {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, defaults[field]]));
}

/** The shop's one settings row (id 1), made from the first-start defaults when missing. */
export class ShopSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async read(defaults: Omit<ShopSettingsRow, 'id' | 'updatedAt'>): Promise<ShopSettingsRow> {
    const found = await this.db.selectFrom('shopSettings').selectAll().where('id', '=', 1).executeTakeFirst();
    if (found && found.name !== '') return found;
    if (found) {
      // A row from before the profile (migration 0009 added its columns empty): the profile's first
      // start. The name is never empty once written, so this runs once, and in one process only.
      await this.db
        .updateTable('shopSettings')
        .set({ ...profileOf(defaults), updatedAt: new Date().toISOString() })
        .where('id', '=', 1)
        .where('name', '=', '')
        .execute();
      return this.db.selectFrom('shopSettings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    }
    // Two processes starting together both insert: the second finds the row made.
    await this.db
      .insertInto('shopSettings')
      .values({ id: 1, ...defaults, updatedAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return this.db.selectFrom('shopSettings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }

  /** Writes the patch and, in the same transaction, the audit row of what it changed (docs/decisions/0084). */
  async update(patch: ShopSettingsPatch, now: string, by: Actor | null): Promise<void> {
    await transaction(this.db, async (trx) => {
      const before = await trx.selectFrom('shopSettings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      await trx
        .updateTable('shopSettings')
        .set({ ...patch, updatedAt: now })
        .where('id', '=', 1)
        .execute();
      const fields = (Object.keys(patch) as (keyof ShopSettingsPatch)[]).filter((field) => String(before[field]) !== String(patch[field]));
      if (fields.length === 0) return;
      await recordAudit(
        trx,
        {
          action: 'settings.changed',
          entity: 'shop-settings',
          entityId: '1',
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: Object.fromEntries(fields.map((field) => [field, patch[field]])),
          at: new Date(now),
        },
        by,
      );
    });
  }
}

import { afterEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { migrateToLatest, type DatabaseHandle } from '../../db/database';
import priceList from '../../data/price-list.json' with { type: 'json' };
import { createTestDatabase } from '../../test/harness';
import { seedPrices } from './seed';

type Names = { category: string; name: string; nameTe: string; nameHi: string };

let open: { database: DatabaseHandle; drop: () => Promise<void> } | null = null;
afterEach(async () => {
  await open?.database.close();
  await open?.drop();
  open = null;
});

async function migrated(): Promise<Kysely<Database>> {
  open = await createTestDatabase();
  await migrateToLatest(open.database.db);
  return open.database.db;
}

async function names(db: Kysely<Database>): Promise<Names[]> {
  return db.selectFrom('priceItems').select(['category', 'name', 'nameTe', 'nameHi']).orderBy('category').orderBy('position').execute();
}

const row = (rows: Names[], category: string, name: string) => rows.find((r) => r.category === category && r.name === name);

/** The data file's names, as the seed should have put them. */
const fromFile = Object.entries(priceList).flatMap(([category, items]) =>
  items.map((item) => ({ category, name: item.name, nameTe: item.names.te, nameHi: item.names.hi })),
);

describe('seedPrices and the Telugu and Hindi names', () => {
  it('gives a fresh database every item with its names from the data file', async () => {
    const db = await migrated();
    expect(await seedPrices(db)).toBe(true);
    const rows = await names(db);
    expect(rows).toHaveLength(137);
    expect(rows).toEqual(expect.arrayContaining(fromFile));
    expect(rows.every((r) => r.nameTe !== '' && r.nameHi !== '')).toBe(true);
    expect(row(rows, 'WOMEN', 'Wedding Saree')).toMatchObject({ nameTe: 'పెళ్లి చీర', nameHi: 'शादी की साड़ी' });
  });

  it("fills an older list's missing names by category and English name at every start, keeping the shop's own", async () => {
    const db = await migrated();
    await seedPrices(db);
    // A list seeded before names existed, then edited by the shop: the migration left every name ''.
    await db.updateTable('priceItems').set({ nameTe: '', nameHi: '' }).execute();
    await db
      .updateTable('priceItems')
      .set({ nameTe: 'మా పట్టు చీర' })
      .where('category', '=', 'WOMEN')
      .where('name', '=', 'Silk Saree (Pattu)')
      .execute();
    await db.updateTable('priceItems').set({ nameHi: 'बनियान' }).where('category', '=', 'MEN').where('name', '=', 'Tie').execute();
    await db
      .updateTable('priceItems')
      .set({ name: 'Cotton Saree' })
      .where('category', '=', 'WOMEN')
      .where('name', '=', 'Saree - Cotton / Chiffon')
      .execute();
    await db
      .insertInto('priceItems')
      .values({
        category: 'HOME',
        name: 'Curtain',
        position: 99,
        steamIron: '-',
        washIron: '-',
        dryClean: '120+',
        updatedAt: new Date().toISOString(),
      })
      .execute();

    // A restart: the list is not seeded again, its missing names are filled.
    expect(await seedPrices(db)).toBe(false);
    const rows = await names(db);
    expect(rows).toHaveLength(138);
    expect(row(rows, 'MEN', 'Dhoti')).toMatchObject({ nameTe: 'ధోతీ / పంచె', nameHi: 'धोती' });
    expect(row(rows, 'KIDS', 'Dhoti')).toMatchObject({ nameTe: 'ధోతీ / పంచె', nameHi: 'धोती' });
    // The shop's own names stay; the other language is filled beside them.
    expect(row(rows, 'WOMEN', 'Silk Saree (Pattu)')).toMatchObject({ nameTe: 'మా పట్టు చీర', nameHi: 'सिल्क साड़ी (पट्टू)' });
    expect(row(rows, 'MEN', 'Tie')).toMatchObject({ nameTe: 'టై', nameHi: 'बनियान' });
    // Items the file does not know (renamed or added by the shop) wait for the shop.
    expect(row(rows, 'WOMEN', 'Cotton Saree')).toMatchObject({ nameTe: '', nameHi: '' });
    expect(row(rows, 'HOME', 'Curtain')).toMatchObject({ nameTe: '', nameHi: '' });
    const known = rows.filter((r) => !['Cotton Saree', 'Curtain'].includes(r.name));
    expect(known.every((r) => r.nameTe !== '' && r.nameHi !== '')).toBe(true);

    // And again: nothing changes.
    expect(await seedPrices(db)).toBe(false);
    expect(await names(db)).toEqual(rows);
  });

  it('leaves a list whose names are all given as it is', async () => {
    const db = await migrated();
    await seedPrices(db);
    await db.updateTable('priceItems').set({ nameHi: 'कपड़ा' }).execute();
    const before = await names(db);
    expect(await seedPrices(db)).toBe(false);
    expect(await names(db)).toEqual(before);
  });
});

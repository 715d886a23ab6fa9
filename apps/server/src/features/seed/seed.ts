import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PRICE_CATEGORIES, type Role } from '@laundry/shared/constants';
import type { Database } from '../../db/schema';
import priceList from '../../data/price-list.json' with { type: 'json' };
import { hashPassword, UsersRepository } from '../auth/auth.public';
import { PricesRepository } from '../prices/prices.public';
import { SHOP_SETTINGS_DEFAULTS, ShopSettingsRepository } from '../shop/shop.public';

type PriceListFile = Record<string, { name: string; names?: { te?: string; hi?: string }; prices: Record<string, string> }[]>;

/**
 * The shop's price list goes in once, on the first start against an empty table. A database
 * seeded before items had Telugu and Hindi names gets them from the same file at
 * every start, item by item (by category and English name), only where a name is still ''.
 * Answers whether it seeded the list.
 */
export async function seedPrices(db: Kysely<Database>): Promise<boolean> {
  const prices = new PricesRepository(db);
  if ((await prices.count()) > 0) {
    await fillPriceNames(prices);
    return false;
  }
  const now = new Date().toISOString();
  const list = priceList as PriceListFile;
  const rows = PRICE_CATEGORIES.flatMap((category) =>
    (list[category] ?? []).map((item, position) => ({
      category,
      name: item.name,
      nameTe: item.names?.te?.trim() ?? '',
      nameHi: item.names?.hi?.trim() ?? '',
      position,
      steamIron: item.prices['Steam Iron'] ?? '-',
      washIron: item.prices['Wash Iron'] ?? '-',
      dryClean: item.prices['Dry Clean'] ?? '-',
      updatedAt: now,
    })),
  );
  await db.insertInto('priceItems').values(rows).execute();
  return true;
}

/** Telugu and Hindi names from the data file for the items of an existing list that lack them. */
async function fillPriceNames(prices: PricesRepository): Promise<void> {
  const missing = await prices.withoutNames();
  if (missing.length === 0) return;
  const list = priceList as PriceListFile;
  const fills = missing.flatMap((row) => {
    const names = list[row.category]?.find((item) => item.name === row.name)?.names;
    const nameTe = row.nameTe ? '' : (names?.te?.trim() ?? '');
    const nameHi = row.nameHi ? '' : (names?.hi?.trim() ?? '');
    return nameTe || nameHi ? [{ category: row.category, name: row.name, nameTe, nameHi }] : [];
  });
  if (fills.length > 0) await prices.fillNames(fills);
}

export const DEMO_ADMIN = { name: 'Shop Admin', phone: '9000000000', password: 'Admin@1234' } as const;
export const DEMO_CUSTOMERS = [
  { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com', password: 'Customer@123' },
  { name: 'Lakshmi Devi', phone: '9876543211', email: 'lakshmi@example.com', password: 'Customer@123' },
] as const;

export async function createUser(
  db: Kysely<Database>,
  user: { name: string; phone: string; email?: string | null; password: string; role: Role },
): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await new UsersRepository(db).insert({
    id,
    name: user.name,
    phone: user.phone,
    email: user.email ?? null,
    passwordHash: await hashPassword(user.password),
    role: user.role,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Outside production an empty database gets a demo admin and customers to click around with. */
export async function seedDemoUsers(db: Kysely<Database>): Promise<{ customerIds: string[] } | null> {
  if ((await new UsersRepository(db).count()) > 0) return null;
  await createUser(db, { ...DEMO_ADMIN, role: 'admin' });
  const customerIds: string[] = [];
  for (const c of DEMO_CUSTOMERS) customerIds.push(await createUser(db, { ...c, role: 'customer' }));
  await seedDemoShop(db);
  return { customerIds };
}

/**
 * The demo shop's UPI ID and social links, outside production only: a real install starts with
 * none, and the owner's go-live checklist asks for the shop's own (docs/decisions/0083).
 */
export const DEMO_SHOP = {
  upiId: 'srilakshmilaundry@upi',
  upiName: 'Sri Lakshmi Laundry',
  instagramUrl: 'https://www.instagram.com/srilakshmilaundry',
  facebookUrl: 'https://www.facebook.com/srilakshmilaundry',
  youtubeUrl: 'https://www.youtube.com/@srilakshmilaundry',
} as const;

async function seedDemoShop(db: Kysely<Database>): Promise<void> {
  const repo = new ShopSettingsRepository(db);
  await repo.read(SHOP_SETTINGS_DEFAULTS);
  // A demo install opens on the dashboard: only a real one's first visit opens the checklist.
  await repo.update({ ...DEMO_SHOP, setupConfirmed: JSON.stringify({ seen: new Date().toISOString() }) }, new Date().toISOString(), null);
}

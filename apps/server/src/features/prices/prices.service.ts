import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { PRICE_CATEGORIES, type PriceCategory } from '@laundry/shared/constants';
import { categoryLabel, type bulkUpsertBody, type patchPriceBody, type PriceCatalogue, type PriceItem } from '@laundry/shared/contracts/prices';
import { conflict, notFound } from '../../http/errors';
import type { DomainEvents } from '../../realtime/domain-events';
import type { PriceRow, PricesRepository } from './prices.repository';

export interface CachedCatalogue {
  json: string;
  etag: string;
}

function toItem(row: PriceRow): PriceItem {
  return { name: row.name, prices: { 'Steam Iron': row.steamIron, 'Wash Iron': row.washIron, 'Dry Clean': row.dryClean } };
}

/**
 * The catalogue is read on every visit to /prices and changes a few times a year, so it is
 * served from a serialised copy that any change (here or on another API process) drops.
 */
export class PricesService {
  private cache: Promise<CachedCatalogue> | null = null;

  constructor(
    private readonly prices: PricesRepository,
    private readonly events: DomainEvents,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  async catalogue(): Promise<PriceCatalogue> {
    const rows = await this.prices.all();
    return {
      categories: PRICE_CATEGORIES.map((key) => ({
        key,
        label: categoryLabel(key),
        items: rows.filter((r) => r.category === key).map(toItem),
      })),
    };
  }

  cached(): Promise<CachedCatalogue> {
    this.cache ??= this.catalogue().then((c) => {
      const json = JSON.stringify(c);
      return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
    const pending = this.cache;
    pending.catch(() => {
      if (this.cache === pending) this.cache = null;
    });
    return pending;
  }

  async patch(name: string, input: z.output<typeof patchPriceBody>): Promise<PriceItem & { category: PriceCategory }> {
    let matches = await this.prices.byName(name);
    if (input.category) matches = matches.filter((r) => r.category === input.category);
    if (matches.length === 0) throw notFound(`No price item named "${name}".`);
    if (matches.length > 1) {
      throw conflict(`"${name}" is in several categories (${matches.map((m) => m.category).join(', ')}); send category to pick one.`);
    }
    const row = matches[0]!;
    const changes = {
      ...(input.newName ? { name: input.newName } : {}),
      ...(input.prices?.['Steam Iron'] !== undefined ? { steamIron: input.prices['Steam Iron'] } : {}),
      ...(input.prices?.['Wash Iron'] !== undefined ? { washIron: input.prices['Wash Iron'] } : {}),
      ...(input.prices?.['Dry Clean'] !== undefined ? { dryClean: input.prices['Dry Clean'] } : {}),
    };
    if (input.newName && input.newName !== row.name && (await this.prices.byName(input.newName)).some((r) => r.category === row.category)) {
      throw conflict(`"${input.newName}" already exists in ${row.category}.`);
    }
    await this.prices.update(row.category, row.name, changes, new Date().toISOString());
    this.changed();
    const updated = { ...row, ...changes };
    return { category: row.category as PriceCategory, ...toItem(updated) };
  }

  async bulkUpsert(input: z.output<typeof bulkUpsertBody>): Promise<PriceCatalogue> {
    const now = new Date().toISOString();
    await this.prices.upsertMany(
      input.items.map((it) => ({
        category: it.category,
        name: it.name,
        steamIron: it.prices['Steam Iron'] ?? '-',
        washIron: it.prices['Wash Iron'] ?? '-',
        dryClean: it.prices['Dry Clean'] ?? '-',
        updatedAt: now,
      })),
    );
    this.changed();
    return this.catalogue();
  }

  private changed(): void {
    this.invalidate();
    this.events.emit('pricesChanged');
  }
}

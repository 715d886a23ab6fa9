import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import type { z } from 'zod';
import { PRICE_CATEGORIES } from '@laundry/shared/constants';
import type { bulkUpsertBody, PatchedPriceItem, patchPriceBody, PriceCatalogue, PriceItem } from '@laundry/shared/contracts/prices';
import { categoryLabel } from '@laundry/shared/rules/price-category';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { PriceRow, PricesRepository } from './prices.repository';

export const CATALOGUE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type CatalogueEncoding = (typeof CATALOGUE_ENCODINGS)[number];

export interface CatalogueVariant {
  body: Buffer;
  /** Strong, so it differs between encodings of the same list. */
  etag: string;
}

/**
 * The catalogue as bytes ready to write, once per change rather than once per request: the
 * 27 KB JSON (the names in Telugu and Hindi included), and its brotli (~3.5 KB) and gzip (~4 KB) forms
 * for the phones that ask.
 */
export type CachedCatalogue = Record<CatalogueEncoding, CatalogueVariant>;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

async function encodeCatalogue(catalogue: PriceCatalogue): Promise<CachedCatalogue> {
  const json = Buffer.from(JSON.stringify(catalogue), 'utf8');
  const tag = createHash('sha1').update(json).digest('base64url');
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzip(json, { level: 9 }),
  ]);
  return {
    identity: { body: json, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"` },
    gzip: { body: gz, etag: `"${tag}-gz"` },
  };
}

function toItem(row: PriceRow): PriceItem {
  return {
    name: row.name,
    names: { te: row.nameTe, hi: row.nameHi },
    prices: { 'Steam Iron': row.steamIron, 'Wash Iron': row.washIron, 'Dry Clean': row.dryClean },
  };
}

/**
 * The catalogue is read on every visit to /prices and changes a few times a year, so it is
 * served from a serialised copy that any change (here or on another API process) drops.
 */
export class PricesService {
  private cache: Promise<CachedCatalogue> | null = null;
  /** The settled cache, so the hot path can answer without waiting on a promise. */
  private ready: CachedCatalogue | null = null;

  constructor(
    private readonly prices: PricesRepository,
    private readonly events: DomainEvents,
  ) {}

  invalidate(): void {
    this.cache = null;
    this.ready = null;
  }

  current(): CachedCatalogue | null {
    return this.ready;
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
    if (this.cache) return this.cache;
    const pending = this.catalogue().then(encodeCatalogue);
    this.cache = pending;
    pending.then(
      (value) => {
        if (this.cache === pending) this.ready = value;
      },
      () => {
        if (this.cache === pending) this.cache = null;
      },
    );
    return pending;
  }

  async patch(name: string, input: z.output<typeof patchPriceBody>): Promise<PatchedPriceItem> {
    let matches = await this.prices.byName(name);
    if (input.category) matches = matches.filter((r) => r.category === input.category);
    if (matches.length === 0) throw new DomainError('not_found', `No price item named "${name}".`);
    if (matches.length > 1) {
      const categories = matches.map((m) => m.category).join(', ');
      throw new DomainError('price_item_ambiguous', `"${name}" is in several categories (${categories}); send category to pick one.`);
    }
    const row = matches[0]!;
    const changes = {
      ...(input.newName ? { name: input.newName } : {}),
      ...(input.names?.te !== undefined ? { nameTe: input.names.te } : {}),
      ...(input.names?.hi !== undefined ? { nameHi: input.names.hi } : {}),
      ...(input.prices?.['Steam Iron'] !== undefined ? { steamIron: input.prices['Steam Iron'] } : {}),
      ...(input.prices?.['Wash Iron'] !== undefined ? { washIron: input.prices['Wash Iron'] } : {}),
      ...(input.prices?.['Dry Clean'] !== undefined ? { dryClean: input.prices['Dry Clean'] } : {}),
    };
    if (input.newName && input.newName !== row.name && (await this.prices.byName(input.newName)).some((r) => r.category === row.category)) {
      throw new DomainError('price_name_taken', `"${input.newName}" already exists in ${row.category}.`);
    }
    await this.prices.update(row.category, row.name, changes, new Date().toISOString());
    this.changed();
    const updated = { ...row, ...changes };
    return { category: row.category, ...toItem(updated) };
  }

  async bulkUpsert(input: z.output<typeof bulkUpsertBody>): Promise<PriceCatalogue> {
    const now = new Date().toISOString();
    await this.prices.upsertMany(
      input.items.map((it) => ({
        category: it.category,
        name: it.name,
        ...(it.names?.te !== undefined ? { nameTe: it.names.te } : {}),
        ...(it.names?.hi !== undefined ? { nameHi: it.names.hi } : {}),
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

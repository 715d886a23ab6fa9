import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib';
import { PRICE_CATEGORIES, SERVICES } from '@laundry/shared/constants';
import type { PerKgMap, PriceCatalogue, PriceItem } from '@laundry/shared/contracts/prices';
import type { KgRate } from '@laundry/shared/rules/bill';
import { fromPaise } from '@laundry/shared/rules/money';
import { categoryLabel } from '@laundry/shared/rules/price-category';
import { findPriceItem } from '@laundry/shared/rules/price-match';
import { Kept } from '../../lib/kept';
import type { DomainEvents } from '../../realtime/domain-events';
import type { PriceBook, PriceBookView } from '../orders/orders.public';
import type { KgRateRow, PriceRow, PricesRepository } from './prices.repository';

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

export function toItem(row: PriceRow): PriceItem {
  return {
    name: row.name,
    names: { te: row.nameTe, hi: row.nameHi },
    prices: { 'Steam Iron': row.steamIron, 'Wash Iron': row.washIron, 'Dry Clean': row.dryClean },
  };
}

export function perKgOf(rows: readonly KgRateRow[]): PerKgMap {
  const map: PerKgMap = {};
  for (const row of rows) {
    if (!(SERVICES as readonly string[]).includes(row.service)) continue;
    map[row.service] = { rate: fromPaise(Number(row.rate)), minKg: Number(row.minKgCenti) / 100 };
  }
  return map;
}

/**
 * The catalogue is read on every visit to /prices and changes a few times a year, so it is
 * served from a serialised copy that any change (here or on another API process) drops. The
 * pricing's view of it (per-kilo rates, item names) is kept the same way.
 */
export class PricesService implements PriceBook {
  private readonly catalogues = new Kept<'catalogue', Promise<CachedCatalogue>>();
  /** The settled catalogue, so the hot path can answer without waiting on a promise. */
  private ready: CachedCatalogue | null = null;
  private readonly book = new Kept<'view', Promise<PriceBookView>>();
  private factor: number | null = null;

  constructor(
    private readonly prices: PricesRepository,
    private readonly events: DomainEvents,
    /** Express's factor, which the catalogue states beside the prices. */
    private readonly shop: { get(): Promise<{ expressFactor: number }> },
  ) {
    events.on('shopChanged', (settings) => {
      if (this.factor !== null && settings.expressFactor === this.factor) return;
      this.changed();
    });
  }

  invalidate(): void {
    this.catalogues.clear();
    this.ready = null;
    this.book.clear();
  }

  current(): CachedCatalogue | null {
    return this.ready;
  }

  async catalogue(): Promise<PriceCatalogue> {
    const [rows, kg, shop] = await Promise.all([this.prices.all(), this.prices.kgRates(), this.shop.get()]);
    this.factor = shop.expressFactor;
    return {
      categories: PRICE_CATEGORIES.map((key) => ({
        key,
        label: categoryLabel(key),
        items: rows.filter((r) => r.category === key).map(toItem),
      })),
      perKg: perKgOf(kg),
      expressFactor: shop.expressFactor,
    };
  }

  cached(): Promise<CachedCatalogue> {
    return this.catalogues.load(
      'catalogue',
      () => this.catalogue().then(encodeCatalogue),
      (value) => {
        this.ready = value;
      },
    );
  }

  /** What a pricing reads of the list: the per-kilo minimums and each item's names. */
  view(): Promise<PriceBookView> {
    return this.book.load('view', () => this.readView());
  }

  private readView(): Promise<PriceBookView> {
    return Promise.all([this.prices.all(), this.prices.kgRates()]).then(([rows, kg]): PriceBookView => {
      const items = rows.map(toItem);
      const perKg: Record<string, KgRate> = Object.fromEntries(
        kg.map((r) => [r.service, { rate: Number(r.rate), minKgCenti: Number(r.minKgCenti) }]),
      );
      return {
        perKg,
        namesOf: (item) => {
          const found = findPriceItem(items, item);
          return found && (found.names.te || found.names.hi) ? { ...found.names } : null;
        },
      };
    });
  }

  /** After any change to the list: this process's copies drop, and the other processes are told. */
  changed(): void {
    this.invalidate();
    this.events.emit('pricesChanged');
  }
}

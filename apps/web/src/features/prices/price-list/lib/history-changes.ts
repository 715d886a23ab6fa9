import { PRICE_SERVICES, type PriceService } from '@laundry/shared/constants';
import type { PriceChange } from '@laundry/shared/contracts/prices';

/** One field of an item as a change left it: null where the item did not exist (added, removed). */
export interface FieldChange {
  field: 'name' | 'te' | 'hi' | 'category' | PriceService;
  before: string | null;
  after: string | null;
}

export interface KgValue {
  rate: number;
  minKg: number;
}

export type ChangeSummary = { kind: 'item'; fields: FieldChange[] } | { kind: 'kg'; before: KgValue | null; after: KgValue | null };

interface Snapshot {
  category: string;
  name: string;
  te: string;
  hi: string;
  prices: Record<PriceService, string>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The history keeps JSON as the server wrote it; anything missing reads as empty rather than failing. */
function snapshotOf(raw: Record<string, unknown> | null): Snapshot | null {
  if (!raw) return null;
  const names = record(raw.names);
  const prices = record(raw.prices);
  return {
    category: text(raw.category),
    name: text(raw.name),
    te: text(names.te),
    hi: text(names.hi),
    prices: { 'Steam Iron': text(prices['Steam Iron']), 'Wash Iron': text(prices['Wash Iron']), 'Dry Clean': text(prices['Dry Clean']) },
  };
}

function kgOf(raw: Record<string, unknown> | null): KgValue | null {
  if (!raw || typeof raw.rate !== 'number') return null;
  return { rate: raw.rate, minKg: typeof raw.minKg === 'number' ? raw.minKg : 0 };
}

const FIELDS = ['name', 'te', 'hi', 'category'] as const;

/**
 * What one entry of the history changed, field by field: for a change, only the fields that
 * differ; for an added or removed item, its names and prices; for a rate per kg, before and after.
 */
export function summarize(entry: PriceChange): ChangeSummary {
  if (entry.action === 'per-kg') return { kind: 'kg', before: kgOf(entry.before), after: kgOf(entry.after) };
  const before = snapshotOf(entry.before);
  const after = snapshotOf(entry.after);
  const fields: FieldChange[] = [];
  const value = (s: Snapshot | null, field: FieldChange['field']) =>
    s === null ? null : field in s.prices ? s.prices[field as PriceService] : s[field as (typeof FIELDS)[number]];
  for (const field of [...FIELDS, ...PRICE_SERVICES]) {
    const was = value(before, field);
    const is = value(after, field);
    if (was === is) continue;
    // An added or removed item: its English name and category are the entry's own heading.
    if ((was === null || is === null) && (field === 'name' || field === 'category')) continue;
    if ((was ?? '') === '' && (is ?? '') === '' && (field === 'te' || field === 'hi')) continue;
    fields.push({ field, before: was, after: is });
  }
  return { kind: 'item', fields };
}

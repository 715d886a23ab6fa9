import { PRICE_CATEGORIES, PRICE_SERVICES, type PriceCategory, type PriceService } from '@laundry/shared/constants';
import type { AddPriceBody, PatchPriceBody, PriceItem } from '@laundry/shared/contracts/prices';

/** The limits of the API's own schema (contracts/prices.ts). */
export const MAX_NAME_LENGTH = 100;
export const MAX_PRICE_LENGTH = 20;

/**
 * How the shop writes a price: "90", "15+" (from), "20 & 25" (either), with at most two decimals;
 * "-" for a service not offered. Anything else is a typo the owner is asked about, not sent.
 */
const AMOUNT = String.raw`\d{1,6}(?:\.\d{1,2})?\+?`;
const PRICE_SHAPE = new RegExp(`^${AMOUNT}(?:\\s*&\\s*${AMOUNT})*$`);

export type PriceProblem = 'problem.priceEmpty' | 'problem.priceTooLong' | 'problem.priceShape';
export type NameProblem = 'problem.nameEmpty' | 'problem.nameTooLong' | 'problem.otherNameTooLong';
export type FieldProblem = PriceProblem | NameProblem;

/** What is wrong with a price as typed, or null when it can be sent (trimmed). */
export function priceProblem(text: string): PriceProblem | null {
  const value = text.trim();
  if (value === '') return 'problem.priceEmpty';
  if (value.length > MAX_PRICE_LENGTH) return 'problem.priceTooLong';
  if (value === '-' || PRICE_SHAPE.test(value)) return null;
  return 'problem.priceShape';
}

/** The English name is required; the Telugu and Hindi names may be empty. */
export function nameProblem(text: string, required: boolean): NameProblem | null {
  const value = text.trim();
  if (required && value === '') return 'problem.nameEmpty';
  if (value.length > MAX_NAME_LENGTH) return required ? 'problem.nameTooLong' : 'problem.otherNameTooLong';
  return null;
}

/** An item as its form holds it: every field text, the category where it sits. */
export interface ItemDraft {
  category: PriceCategory;
  name: string;
  te: string;
  hi: string;
  prices: Record<PriceService, string>;
}

export type DraftField = 'category' | 'name' | 'te' | 'hi' | PriceService;
export type DraftProblems = Partial<Record<DraftField, FieldProblem>>;

export function draftOf(item: PriceItem, category: PriceCategory): ItemDraft {
  return { category, name: item.name, te: item.names.te, hi: item.names.hi, prices: { ...item.prices } };
}

export function emptyDraft(category: PriceCategory): ItemDraft {
  return { category, name: '', te: '', hi: '', prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' } };
}

export function draftProblems(draft: ItemDraft): DraftProblems {
  const found: DraftProblems = {};
  const name = nameProblem(draft.name, true);
  if (name) found.name = name;
  for (const lang of ['te', 'hi'] as const) {
    const problem = nameProblem(draft[lang], false);
    if (problem) found[lang] = problem;
  }
  for (const service of PRICE_SERVICES) {
    const problem = priceProblem(draft.prices[service]);
    if (problem) found[service] = problem;
  }
  return found;
}

/**
 * The PATCH body for what changed between the saved item and the form, or null when nothing did.
 * `category` always names the row, since one English name can sit in two categories.
 */
export function patchOf(saved: ItemDraft, draft: ItemDraft): PatchPriceBody | null {
  const body: PatchPriceBody = { category: saved.category };
  const name = draft.name.trim();
  if (name !== saved.name) body.newName = name;
  const te = draft.te.trim();
  const hi = draft.hi.trim();
  if (te !== saved.te || hi !== saved.hi) body.names = { ...(te !== saved.te ? { te } : {}), ...(hi !== saved.hi ? { hi } : {}) };
  const prices: NonNullable<PatchPriceBody['prices']> = {};
  for (const service of PRICE_SERVICES) {
    const value = draft.prices[service].trim();
    if (value !== saved.prices[service]) prices[service] = value;
  }
  if (Object.keys(prices).length > 0) body.prices = prices;
  if (draft.category !== saved.category) body.moveTo = draft.category;
  return Object.keys(body).length > 1 ? body : null;
}

export function addBodyOf(draft: ItemDraft): AddPriceBody {
  const prices: Record<PriceService, string> = { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' };
  for (const service of PRICE_SERVICES) prices[service] = draft.prices[service].trim();
  return { category: draft.category, name: draft.name.trim(), names: { te: draft.te.trim(), hi: draft.hi.trim() }, prices };
}

/** "MEN", "men", "Sofa cleaning" or "sofa_cleaning": the category a person or a file means, or null. */
export function categoryOf(text: string): PriceCategory | null {
  const key = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (PRICE_CATEGORIES as readonly string[]).includes(key) ? (key as PriceCategory) : null;
}

/**
 * Where the server's `field` ("newName", "names.te", "prices.Dry Clean", "moveTo") belongs in the
 * item form, so its message shows beside that field; null for anything else.
 */
export function draftFieldOf(field: string | null | undefined): DraftField | null {
  if (!field) return null;
  if (field === 'name' || field === 'newName') return 'name';
  if (field === 'category' || field === 'moveTo') return 'category';
  if (field === 'names.te') return 'te';
  if (field === 'names.hi') return 'hi';
  const service = field.startsWith('prices.') ? field.slice('prices.'.length) : '';
  return (PRICE_SERVICES as readonly string[]).includes(service) ? (service as PriceService) : null;
}

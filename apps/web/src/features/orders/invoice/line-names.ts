import type { Language } from '@laundry/shared/constants';
import type { OrderItem } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { currentLanguage } from '../../../i18n/language';
import { translatorFor } from '../../../i18n/translate';
import en from './locales/en.json';

/**
 * A bill line as the customer reads it (docs/decisions/0066): the item by the Telugu or Hindi name
 * the price list had when the line was priced, else as stored (English, or what the shop typed);
 * the lines the bill's rules wrote by a translated label. The stored text of those lines is
 * English ("Express +50%", "Minimum 3 kg") and is where their figures are read from: the line
 * itself holds only the surcharge or the missing kilos.
 */
export type BillLine = Pick<OrderItem, 'item' | 'kind' | 'names' | 'unit' | 'qty'>;

/** Telugu and Hindi names by the English item, as an order's saved lines carry them. */
export type KnownNames = Readonly<Record<string, NonNullable<OrderItem['names']>>>;

/** The names each item of these lines was priced with, by its English name. */
export function knownNamesOf(lines: readonly Pick<OrderItem, 'item' | 'names'>[]): KnownNames {
  const known: Record<string, NonNullable<OrderItem['names']>> = {};
  for (const line of lines) if (line.names && !(line.item in known)) known[line.item] = line.names;
  return known;
}

const EXPRESS_PERCENT = /\+\s*(\d+(?:\.\d+)?)\s*%/;
const MINIMUM_KG = /(\d+(?:\.\d+)?)\s*kg/i;

/** Up to two decimals, no grouping surprises: "3", "2.5". */
function plainNumber(text: string): string {
  return String(Number(text));
}

/**
 * `known`: the names of the saved bill's items, for lines that do not carry their own (the admin's
 * editor redraws an order's lines from its rows).
 */
export function lineItemName(line: BillLine, language: Language = currentLanguage(), known?: KnownNames): string {
  if (line.kind === 'express' || line.kind === 'minimum') {
    const t = translatorFor('invoice', en, language);
    const match = (line.kind === 'express' ? EXPRESS_PERCENT : MINIMUM_KG).exec(line.item);
    // A text this code cannot read (an earlier server's wording) is shown as the server wrote it.
    if (!match?.[1]) return line.item;
    return line.kind === 'express' ? t('line.express', { percent: plainNumber(match[1]) }) : t('line.minimum', { kg: plainNumber(match[1]) });
  }
  if (language !== 'en') {
    const local = (line.names ?? known?.[line.item])?.[language]?.trim();
    if (local) return local;
  }
  return line.item;
}

/**
 * The invoice's Unit column: the spec's 'Pcs' for a line by piece, kilos for a line by weight,
 * nothing for the Express surcharge (a sum, not a count).
 */
export function lineUnit(line: Pick<OrderItem, 'unit' | 'kind'>, language: Language = currentLanguage()): string {
  if (line.kind === 'express') return '';
  const t = translatorFor('invoice', en, language);
  return line.unit === 'kg' ? t('table.kg') : t('table.pieces');
}

/** A line's quantity: whole pieces as they are, a weight always with its two decimals (4.25, 3.50). */
export function lineQty(line: Pick<OrderItem, 'unit' | 'qty'>): string {
  return line.unit === 'kg' ? line.qty.toFixed(2) : String(line.qty);
}

/**
 * The item named in the customer's language for a piece, whose tag keeps the English name: from
 * the order's line of that item (and service, when one matches both). '' when the list had none.
 */
export function localNameOf(
  lines: readonly Pick<OrderItem, 'item' | 'service' | 'names'>[],
  piece: { item: string; service: string },
  language: Language,
): string {
  if (language === 'en') return '';
  const same = lines.filter((line) => line.item === piece.item && line.names);
  const line = same.find((l) => l.service === piece.service) ?? same[0];
  return line?.names?.[language]?.trim() ?? '';
}

/**
 * A tax invoice's rounding to the rupee, signed: "+₹0.20", "−₹0.49" (a true minus sign, as the
 * discount lines write it).
 */
export function roundOffText(rupees: number, language: Language = currentLanguage()): string {
  return `${rupees < 0 ? '−' : '+'}${formatInr(Math.abs(rupees), language)}`;
}

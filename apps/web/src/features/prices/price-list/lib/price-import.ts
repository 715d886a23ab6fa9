import { PRICE_SERVICES, type PriceCategory, type PriceService } from '@laundry/shared/constants';
import type { BulkUpsertBody, PriceCategoryGroup, PriceItem } from '@laundry/shared/contracts/prices';
import { categoryOf, nameProblem, priceProblem, type PriceProblem } from './price-fields';
import { PRICE_COLUMN, PRICE_CSV_COLUMNS, readCsv, type PriceCsvColumn } from './price-csv';

/** The API takes at most this many rows in one import (contracts/prices.ts). */
export const MAX_IMPORT_ROWS = 1000;
const REQUIRED: readonly PriceCsvColumn[] = ['category', 'name', 'steam_iron', 'wash_iron', 'dry_clean'];

/** A row of the file as it will be sent, with what the list holds under its category and name now. */
export interface ImportRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  category: PriceCategory;
  name: string;
  /** Only the names the file gives: an empty cell keeps the list's name. */
  names: { te?: string; hi?: string };
  prices: Record<PriceService, string>;
  status: 'new' | 'changed' | 'same';
  before: PriceItem | null;
}

export type FileProblem =
  | { key: 'import.file.empty' }
  | { key: 'import.file.unclosedQuote'; row: number }
  | { key: 'import.file.missingColumns' | 'import.file.unknownColumns'; columns: string }
  | { key: 'import.file.tooManyRows'; max: number };

export type RowProblem =
  | { row: number; key: 'import.row.extraCells' | 'import.row.nameEmpty' }
  | { row: number; key: 'import.row.category'; value: string }
  | { row: number; key: 'import.row.nameTooLong'; column: PriceCsvColumn }
  | { row: number; key: 'import.row.priceEmpty' | 'import.row.priceTooLong'; column: PriceCsvColumn }
  | { row: number; key: 'import.row.priceShape'; column: PriceCsvColumn; value: string }
  | { row: number; key: 'import.row.duplicate'; first: number }
  | { row: number; key: 'import.row.caseOnly'; existing: string };

export interface ImportPlan {
  fileProblems: FileProblem[];
  problems: RowProblem[];
  /** The rows without a problem; sent only when no row has one. */
  rows: ImportRow[];
}

const ROW_PRICE_PROBLEM: Record<Exclude<PriceProblem, 'problem.priceShape'>, 'import.row.priceEmpty' | 'import.row.priceTooLong'> = {
  'problem.priceEmpty': 'import.row.priceEmpty',
  'problem.priceTooLong': 'import.row.priceTooLong',
};

function statusOf(before: PriceItem | null, names: ImportRow['names'], prices: ImportRow['prices']): ImportRow['status'] {
  if (!before) return 'new';
  const samePrices = PRICE_SERVICES.every((s) => before.prices[s] === prices[s]);
  const sameNames = (names.te === undefined || names.te === before.names.te) && (names.hi === undefined || names.hi === before.names.hi);
  return samePrices && sameNames ? 'same' : 'changed';
}

/**
 * A price list file read against the list as it stands: every row it would add or change, and
 * every problem by row number. Nothing is guessed: a cell that is not what the list can hold is
 * a problem, and the whole file waits until it is fixed.
 */
export function planImport(text: string, groups: readonly PriceCategoryGroup[]): ImportPlan {
  const read = readCsv(text);
  if ('unclosedQuoteAtRow' in read)
    return { fileProblems: [{ key: 'import.file.unclosedQuote', row: read.unclosedQuoteAtRow }], problems: [], rows: [] };
  const [header, ...body] = read.rows;
  const columns = (header ?? []).map((c) => c.trim().toLowerCase());
  if (columns.every((c) => c === '')) return { fileProblems: [{ key: 'import.file.empty' }], problems: [], rows: [] };

  const fileProblems: FileProblem[] = [];
  const known: readonly string[] = PRICE_CSV_COLUMNS;
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  const unknown = columns.filter((c, i) => c !== '' && (!known.includes(c) || columns.indexOf(c) !== i));
  if (missing.length) fileProblems.push({ key: 'import.file.missingColumns', columns: missing.join(', ') });
  if (unknown.length) fileProblems.push({ key: 'import.file.unknownColumns', columns: unknown.join(', ') });
  const filled = body.map((cells, i) => ({ row: i + 2, cells })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (filled.length === 0 && fileProblems.length === 0) fileProblems.push({ key: 'import.file.empty' });
  if (filled.length > MAX_IMPORT_ROWS) fileProblems.push({ key: 'import.file.tooManyRows', max: MAX_IMPORT_ROWS });
  if (fileProblems.length) return { fileProblems, problems: [], rows: [] };

  const existing = new Map(groups.map((g) => [g.key, g.items]));
  const firstRow = new Map<string, number>();
  const problems: RowProblem[] = [];
  const rows: ImportRow[] = [];
  for (const { row, cells } of filled) {
    const at = (column: PriceCsvColumn) => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : (cells[index] ?? '').trim();
    };
    const found: RowProblem[] = [];
    if (cells.slice(columns.length).some((c) => c.trim() !== '')) found.push({ row, key: 'import.row.extraCells' });
    const categoryText = at('category') ?? '';
    const category = categoryOf(categoryText);
    if (!category) found.push({ row, key: 'import.row.category', value: categoryText });
    const name = at('name') ?? '';
    const problem = nameProblem(name, true);
    if (problem === 'problem.nameEmpty') found.push({ row, key: 'import.row.nameEmpty' });
    else if (problem) found.push({ row, key: 'import.row.nameTooLong', column: 'name' });
    const names: ImportRow['names'] = {};
    for (const [lang, column] of [
      ['te', 'name_te'],
      ['hi', 'name_hi'],
    ] as const) {
      const value = at(column);
      if (!value) continue;
      if (nameProblem(value, false)) found.push({ row, key: 'import.row.nameTooLong', column });
      names[lang] = value;
    }
    const prices = { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' } as Record<PriceService, string>;
    for (const service of PRICE_SERVICES) {
      const column = PRICE_COLUMN[service];
      const value = at(column) ?? '';
      const wrong = priceProblem(value);
      if (wrong === 'problem.priceShape') found.push({ row, key: 'import.row.priceShape', column, value });
      else if (wrong) found.push({ row, key: ROW_PRICE_PROBLEM[wrong], column });
      prices[service] = value;
    }
    if (category && name && !problem) {
      const key = `${category}\u0000${name}`;
      const first = firstRow.get(key);
      if (first !== undefined) found.push({ row, key: 'import.row.duplicate', first });
      else firstRow.set(key, row);
      const items = existing.get(category) ?? [];
      const before = items.find((item) => item.name === name) ?? null;
      const lookalike = before ? undefined : items.find((item) => item.name.toLowerCase() === name.toLowerCase());
      // "shirt / t-shirt" would be added beside "Shirt / T-Shirt": almost surely a slip.
      if (lookalike) found.push({ row, key: 'import.row.caseOnly', existing: lookalike.name });
      if (found.length === 0) rows.push({ row, category, name, names, prices, status: statusOf(before, names, prices), before });
    }
    problems.push(...found);
  }
  return { fileProblems: [], problems, rows };
}

/** The rows worth sending (new or changed), and the file row of each item sent, to place the server's answer. */
export function importBody(rows: readonly ImportRow[]): { body: BulkUpsertBody; fileRows: number[] } | null {
  const sent = rows.filter((r) => r.status !== 'same');
  if (sent.length === 0) return null;
  return {
    body: {
      items: sent.map((r) => ({ category: r.category, name: r.name, ...(r.names.te || r.names.hi ? { names: r.names } : {}), prices: r.prices })),
    },
    fileRows: sent.map((r) => r.row),
  };
}

/** "items.3.prices.Dry Clean" → the file row of the fourth item sent; null when the field names no item. */
export function fileRowOf(field: string | null | undefined, fileRows: readonly number[]): number | null {
  const match = /^items\.(\d+)(?:\.|$)/.exec(field ?? '');
  if (!match) return null;
  return fileRows[Number(match[1])] ?? null;
}

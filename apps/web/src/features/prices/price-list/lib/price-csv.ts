import { PRICE_SERVICES, type PriceService } from '@laundry/shared/constants';
import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { csvCell } from '@laundry/shared/rules/csv';

/** The file's columns, English in every language as the dashboard's other exports (spec section 7). */
export const PRICE_CSV_COLUMNS = ['category', 'name', 'name_te', 'name_hi', 'steam_iron', 'wash_iron', 'dry_clean'] as const;
export type PriceCsvColumn = (typeof PRICE_CSV_COLUMNS)[number];

export const PRICE_COLUMN: Record<PriceService, PriceCsvColumn> = {
  'Steam Iron': 'steam_iron',
  'Wash Iron': 'wash_iron',
  'Dry Clean': 'dry_clean',
};

const BOM = '\uFEFF';
/** What csvCell puts before text a spreadsheet would run as a formula. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/**
 * A price "-" (not offered) is written as it is: alone it is no formula, and a spreadsheet would
 * otherwise show the owner "'-" in every empty column. Every other cell goes through the shared
 * csvCell (quoting, the formula guard).
 */
const cell = (value: string, price: boolean) => (price && value === '-' ? '-' : csvCell(value));

/** The whole list as a file: UTF-8 with a byte-order mark (so Excel shows Telugu and Hindi), CRLF rows. */
export function buildPriceCsv(groups: readonly PriceCategoryGroup[]): string {
  const lines = [PRICE_CSV_COLUMNS.join(',')];
  for (const group of groups) {
    for (const item of group.items) {
      const texts = [group.key, item.name, item.names.te, item.names.hi].map((v) => cell(v, false));
      const prices = PRICE_SERVICES.map((s) => cell(item.prices[s], true));
      lines.push([...texts, ...prices].join(','));
    }
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export function priceCsvFileName(date: string): string {
  return `price-list_${date}.csv`;
}

export type CsvReadResult = { rows: string[][] } | { unclosedQuoteAtRow: number };

/**
 * RFC 4180 as spreadsheets write it: a byte-order mark, CRLF or LF, quoted cells with commas,
 * doubled quotes and line breaks. The formula guard csvCell adds on export is taken off again, so
 * a file exported and imported unchanged changes nothing. Rows are counted as a spreadsheet shows
 * them (the header is row 1, a cell's line breaks stay in its row); a quote left open names its row.
 */
export function readCsv(text: string): CsvReadResult {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let cells: string[] = [];
  let value = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    cells.push(value.replace(FORMULA_GUARD, ''));
    value = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    rows.push(cells);
    cells = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else value += ch;
    } else if (ch === '"' && value === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') endCell();
    else if (ch === '\r' && source[i + 1] === '\n') continue;
    else if (ch === '\n' || ch === '\r') endRow();
    else value += ch;
  }
  if (quoted) return { unclosedQuoteAtRow: rows.length + 1 };
  if (value !== '' || cells.length > 0 || wasQuoted) endRow();
  return { rows };
}

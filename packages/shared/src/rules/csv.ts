/** Spreadsheet programs read a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What a cell holds: text, a number or a yes/no; empty when absent. */
export type CsvValue = string | number | boolean | null | undefined;

/** One RFC 4180 cell: text that could start a formula is prefixed with ', then quoted if needed. */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: UTF-8 byte-order mark (so ₹ and Telugu survive Excel), CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

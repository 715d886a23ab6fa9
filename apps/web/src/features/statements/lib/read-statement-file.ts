/**
 * Turns the bank statement the admin picked into rows of text cells, in the browser. The
 * parsers are fetched only when a file is read, so no other page carries them. The server
 * finds the header and the credits (packages/shared/src/rules/statement-reader.ts).
 */

export type StatementFileProblem = 'old-excel' | 'too-big' | 'unreadable';

export class StatementFileError extends Error {
  constructor(readonly problem: StatementFileProblem) {
    super(problem);
  }
}

/** A year of a busy account is well under this; a bigger file is not a statement. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

export type StatementFileKind = 'csv' | 'xlsx' | 'html' | 'old-excel';

/**
 * What the file really is, from its first bytes: banks' ".xls" downloads are often a zipped
 * .xlsx, an HTML table or tab-separated text under that name; only the old binary Excel
 * format (an OLE2 compound file) cannot be read here.
 */
export function sniffKind(head: Uint8Array): StatementFileKind {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'old-excel';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'xlsx';
  const text = new TextDecoder()
    .decode(head.slice(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<')) return 'html';
  return 'csv';
}

/** A spreadsheet cell as text: a date as YYYY-MM-DD (the reader knows it), a number as written. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

/** Tabs or commas: some banks' "Excel" download is tab-separated text. The first line that has either decides. */
function delimiterOf(text: string): '\t' | ',' {
  const line = text.split(/\r?\n/).find((l) => l.includes('\t') || l.includes(',')) ?? '';
  return (line.match(/\t/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? '\t' : ',';
}

async function readCsv(text: string): Promise<string[][]> {
  // d3-dsv is an ES module: a CommonJS parser here would pull the bundler's interop helpers out
  // of the entry chunk into one of their own, which every page, Home included, then loads.
  const { csvParseRows, tsvParseRows } = await import('d3-dsv');
  const body = text.replace(/^\uFEFF/, '');
  const rows = delimiterOf(body) === '\t' ? tsvParseRows(body) : csvParseRows(body);
  return rows.map((row) => row.map(cellText));
}

async function readXlsx(file: Blob): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return rows.map((row) => row.map(cellText));
}

function readHtmlTable(text: string): string[][] {
  const doc = new DOMParser().parseFromString(text, 'text/html');
  return [...doc.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()));
}

export async function readStatementFile(file: File): Promise<string[][]> {
  if (file.size > MAX_FILE_BYTES) throw new StatementFileError('too-big');
  const kind = sniffKind(new Uint8Array(await file.slice(0, 512).arrayBuffer()));
  if (kind === 'old-excel') throw new StatementFileError('old-excel');
  try {
    if (kind === 'xlsx') return await readXlsx(file);
    const text = await file.text();
    return kind === 'html' ? readHtmlTable(text) : await readCsv(text);
  } catch {
    throw new StatementFileError('unreadable');
  }
}

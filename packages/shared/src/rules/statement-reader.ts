/**
 * Reads the shop account's bank statement as the admin uploads it (docs/decisions/0046): a table
 * of text cells, rows as the file has them, the bank's preamble (account holder, period, address)
 * above the header included. Every common Indian bank names its columns a little differently;
 * the header row is found by its names, the credits are read from below it.
 */

/** The most rows one upload may have: a year of a small shop's account, with room to spare. */
export const STATEMENT_MAX_ROWS = 5000;
/** How far down the header may be: banks put 10–25 lines of preamble above it. */
const HEADER_SEARCH_ROWS = 60;
/** A narration is kept to this many characters (banks rarely write more than 200). */
export const NARRATION_MAX_LENGTH = 500;
export const REFERENCE_MAX_LENGTH = 100;

export interface StatementCredit {
  /** YYYY-MM-DD */
  valueDate: string;
  narration: string;
  reference: string;
  /** paise, > 0 */
  credit: number;
}

export type StatementUnreadable = 'empty' | 'too_many_rows' | 'no_header';

export type StatementReading = { ok: true; lines: StatementCredit[]; skipped: number } | { ok: false; reason: StatementUnreadable; message: string };

export const UNREADABLE_MESSAGES: Record<StatementUnreadable, string> = {
  empty: 'The statement is empty.',
  too_many_rows: `The statement has more than ${STATEMENT_MAX_ROWS} rows. Please upload a shorter period.`,
  no_header: 'No header row with date, narration and credit columns was found in the statement.',
};

/** "Deposit Amt.", "Deposit Amount (INR )", "CHQ./REF.NO." → "depositamt", "depositamount", "chqrefno". */
function headerName(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/\((inr|rs\.?|₹)\s*\)/g, '')
    .replace(/\s(in\s)?(inr|rs\.?|₹)\s*$/, '')
    .replace(/[^a-z]/g, '');
}

// Names in order of preference: the first found wins when a bank has several (Kotak and ICICI
// give both a transaction date and a value date; the day the money was credited is the one kept).
const DATE_NAMES = ['txndate', 'transactiondate', 'trandate', 'date', 'valuedate', 'postdate', 'postingdate'];
const NARRATION_NAMES = [
  'narration',
  'description',
  'particulars',
  'transactionremarks',
  'remarks',
  'details',
  'transactiondetails',
  'transactionparticulars',
];
const REFERENCE_NAMES = [
  'chqrefno',
  'refnochequeno',
  'reference',
  'referenceno',
  'refno',
  'utr',
  'utrno',
  'utrnumber',
  'chequeno',
  'chqno',
  'chequenumber',
];
const CREDIT_NAMES = ['credit', 'deposit', 'depositamt', 'depositamount', 'creditamount', 'cramount', 'deposits', 'credits', 'cr'];
const AMOUNT_NAMES = ['amount', 'transactionamount', 'txnamount', 'amt'];
const INDICATOR_NAMES = ['drcr', 'crdr', 'debitcredit', 'drcrindicator', 'type', 'transactiontype'];

export interface StatementColumns {
  header: number;
  date: number;
  narration: number;
  reference: number | null;
  /** A credits-only column (SBI, HDFC, Axis); or an amount with a Dr/Cr indicator (ICICI, Kotak). */
  credit: { kind: 'column'; index: number } | { kind: 'indicator'; amount: number; indicator: number };
}

function findColumn(names: string[], preference: readonly string[]): number | null {
  for (const wanted of preference) {
    const index = names.indexOf(wanted);
    if (index >= 0) return index;
  }
  return null;
}

/** The header row and its columns, or null when no row within the first lines names them. */
export function findColumns(rows: readonly (readonly string[])[]): StatementColumns | null {
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r += 1) {
    const names = (rows[r] ?? []).map((cell) => headerName(String(cell ?? '')));
    const date = findColumn(names, DATE_NAMES);
    const narration = findColumn(names, NARRATION_NAMES);
    if (date === null || narration === null) continue;
    const reference = findColumn(names, REFERENCE_NAMES);
    const creditColumn = findColumn(names, CREDIT_NAMES);
    if (creditColumn !== null) return { header: r, date, narration, reference, credit: { kind: 'column', index: creditColumn } };
    const amount = findColumn(names, AMOUNT_NAMES);
    if (amount === null) continue;
    // Kotak has a Dr/Cr after the amount and another after the balance: the amount's is the nearer one.
    const indicators = names.map((name, i) => (INDICATOR_NAMES.includes(name) ? i : -1)).filter((i) => i >= 0);
    const indicator = indicators.find((i) => i > amount) ?? indicators[0];
    if (indicator === undefined) continue;
    return { header: r, date, narration, reference, credit: { kind: 'indicator', amount, indicator } };
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/**
 * A statement's date as YYYY-MM-DD: 05/04/2025, 05/04/25, 05-04-2025, 05.04.2025, 05-Apr-2025,
 * 05 Apr 2025, 05-Apr-25, 2025-04-05 (a time after it is ignored). Indian banks write the day
 * first, so 05/04 is the 5th of April. Null for anything else (opening balance, totals, footers).
 */
export function parseStatementDate(cell: string): string | null {
  const text = cell.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[ap]m)?$/i, '');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T.*)?$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text);
  if (m) return isoDate(fullYear(m[3]!), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s/-]([A-Za-z]{3,9})[\s/,-]+(\d{4}|\d{2})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase());
    if (month < 0) return null;
    return isoDate(fullYear(m[3]!), month + 1, Number(m[1]));
  }
  return null;
}

/**
 * An amount as paise: "1,23,456.50", "₹ 500", "Rs. 500", "INR 500", "500.00 CR". The side it
 * carries ("CR"/"DR"), if any, is answered too. Null for a blank cell or anything not a sum.
 */
export function parseStatementAmount(cell: string): { paise: number; side: 'cr' | 'dr' | null } | null {
  let text = cell.trim().replace(/[₹,\s]/g, '');
  let side: 'cr' | 'dr' | null = null;
  const suffix = /(cr|dr)\.?$/i.exec(text);
  if (suffix) {
    side = suffix[1]!.toLowerCase() as 'cr' | 'dr';
    text = text.slice(0, suffix.index);
  }
  text = text.replace(/^(inr|rs\.?)/i, '');
  const m = /^\+?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? { paise, side } : null;
}

/** Text under the rows that is the bank's, not a wrapped narration. */
const FOOTER = /^\*|computer generated|summary|total|opening balance|closing balance|end of statement/i;

const clean = (cell: string | undefined, max: number) =>
  String(cell ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** The credit a row carries, in paise, or null for a debit, a blank or a zero. */
function creditOf(row: readonly string[], columns: StatementColumns): number | null {
  if (columns.credit.kind === 'column') {
    const amount = parseStatementAmount(String(row[columns.credit.index] ?? ''));
    if (!amount || amount.paise === 0 || amount.side === 'dr') return null;
    return amount.paise;
  }
  const amount = parseStatementAmount(String(row[columns.credit.amount] ?? ''));
  if (!amount || amount.paise === 0) return null;
  const indicator = String(row[columns.credit.indicator] ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const side = indicator === 'cr' || indicator === 'c' || indicator === 'credit' ? 'cr' : indicator ? 'dr' : amount.side;
  return side === 'cr' ? amount.paise : null;
}

/**
 * The statement's credits, in the file's order, or why it cannot be read. Debit-only rows,
 * blank rows and summary rows (opening balance, totals, the bank's footer) are skipped; a
 * row with no date that only carries more narration (HDFC wraps long narrations so) is
 * joined to the credit above it.
 */
export function readStatement(rows: readonly (readonly string[])[]): StatementReading {
  const fail = (reason: StatementUnreadable) => ({ ok: false as const, reason, message: UNREADABLE_MESSAGES[reason] });
  if (rows.length > STATEMENT_MAX_ROWS) return fail('too_many_rows');
  if (!rows.some((row) => row.some((cell) => String(cell ?? '').trim() !== ''))) return fail('empty');
  const columns = findColumns(rows);
  if (!columns) return fail('no_header');
  const lines: StatementCredit[] = [];
  let skipped = 0;
  let last: StatementCredit | null = null;
  for (const row of rows.slice(columns.header + 1)) {
    const cells = row.map((cell) => String(cell ?? ''));
    if (cells.every((cell) => cell.trim() === '')) {
      last = null;
      continue;
    }
    const valueDate = parseStatementDate(cells[columns.date] ?? '');
    if (!valueDate) {
      const more = clean(cells[columns.narration], NARRATION_MAX_LENGTH);
      const onlyNarration = more !== '' && !FOOTER.test(more) && cells.every((cell, i) => i === columns.narration || cell.trim() === '');
      if (last && onlyNarration) last.narration = `${last.narration} ${more}`.slice(0, NARRATION_MAX_LENGTH);
      else skipped += 1;
      continue;
    }
    const credit = creditOf(cells, columns);
    if (credit === null) {
      last = null;
      skipped += 1;
      continue;
    }
    last = {
      valueDate,
      narration: clean(cells[columns.narration], NARRATION_MAX_LENGTH),
      reference: columns.reference === null ? '' : clean(cells[columns.reference], REFERENCE_MAX_LENGTH).replace(/^'/, ''),
      credit,
    };
    lines.push(last);
  }
  return { ok: true, lines, skipped };
}

import { istParts } from './ist';

/** The Indian financial year runs April to March: 15 Jan 2027 is in "2026-27". */
export function financialYear(date: Date): string {
  const { year, month } = istParts(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * GST invoices allow at most 16 characters of letters, digits, '-' and '/', unique within a
 * financial year: "SL/2026-27/0001" (15 characters) leaves room up to sequence 99999.
 */
export function formatInvoiceNumber(fy: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99999) {
    throw new RangeError('Invoice sequence out of range');
  }
  return `SL/${fy}/${String(sequence).padStart(4, '0')}`;
}

export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** A payment's receipt, in its own series per financial year (docs/decisions/0073): "R/2026-27/0001". */
export function formatReceiptNumber(fy: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999999) {
    throw new RangeError('Receipt sequence out of range');
  }
  return `R/${fy}/${String(sequence).padStart(4, '0')}`;
}

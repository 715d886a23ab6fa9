import { describe, expect, it } from 'vitest';
import { cellText, MAX_FILE_BYTES, readStatementFile, sniffKind, StatementFileError } from './read-statement-file';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffKind', () => {
  it('tells the old binary Excel, a zipped .xlsx, an HTML table and text apart', () => {
    expect(sniffKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1))).toBe('old-excel');
    expect(sniffKind(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('xlsx');
    expect(sniffKind(text('\uFEFF  <html><table>'))).toBe('html');
    expect(sniffKind(text('Txn Date,Value Date,Description'))).toBe('csv');
  });
});

describe('cellText', () => {
  it('writes spreadsheet values as the statement reader reads them', () => {
    expect(cellText(new Date(Date.UTC(2025, 3, 5)))).toBe('2025-04-05');
    expect(cellText(1234.5)).toBe('1234.5');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText(' UPI/1 ')).toBe(' UPI/1 ');
  });
});

describe('readStatementFile', () => {
  it('reads a CSV with quotes, commas in amounts and a byte-order mark', async () => {
    const csv = '\uFEFFStatement of account\nDate,Narration,Credit\n05/04/25,"UPI/509512345678/SL-202504011030123","1,23,456.50"\n';
    expect(await readStatementFile(new File([csv], 'sbi.csv'))).toEqual([
      ['Statement of account'],
      ['Date', 'Narration', 'Credit'],
      ['05/04/25', 'UPI/509512345678/SL-202504011030123', '1,23,456.50'],
    ]);
  });

  it('reads tab-separated text saved as .xls', async () => {
    const rows = await readStatementFile(new File(['Date\tNarration\tCredit\n05/04/25\tUPI/1\t500\n'], 'sbi.xls'));
    expect(rows[1]).toEqual(['05/04/25', 'UPI/1', '500']);
  });

  it('refuses the old binary Excel format and files too big to be a statement', async () => {
    await expect(readStatementFile(new File([bytes(0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0)], 'old.xls'))).rejects.toEqual(
      new StatementFileError('old-excel'),
    );
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.csv');
    await expect(readStatementFile(big)).rejects.toMatchObject({ problem: 'too-big' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseStatementAmount, parseStatementDate, readStatement, STATEMENT_MAX_ROWS, type StatementReading } from './statement-reader';

// Made-up rows in the shape each bank's export has (preamble, header, rows, footer); no real statement.
const SBI = [
  ['Account Name', ':', 'SRI LAKSHMI LAUNDRY'],
  ['Account Number', ':', '00000012345678901'],
  ['Start Date', ':', '01-Apr-2025'],
  [''],
  ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', '        Debit', 'Credit', 'Balance'],
  [
    '1 Apr 2025',
    '1 Apr 2025',
    'BY TRANSFER-UPI/CR/509112345678/RAVI K/SBIN/ravik@oksbi/SL-202504011030123',
    'TRANSFER FROM 3199',
    '',
    '450.00',
    '10,450.00',
  ],
  ['2 Apr 2025', '2 Apr 2025', 'TO TRANSFER-UPI/DR/509198765432/ELECTRICITY', 'TRANSFER TO 4897', '1,200.00', '', '9,250.00'],
  ['3 Apr 2025', '3 Apr 2025', 'BY TRANSFER-NEFT*HDFC0000001*N0925*PRIYA S', 'NEFT', ' ', '1,23,456.50', '1,32,706.50'],
  ['', '', '**This is a computer generated statement**', '', '', '', ''],
];

const HDFC = [
  ['HDFC BANK Ltd.', '', '', '', '', '', ''],
  ['Statement of account', '', '', '', '', '', ''],
  ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
  ['********', '********', '********', '********', '********', '********', '********'],
  ['05/04/25', 'UPI-ANITHA DEVI-anitha@okhdfcbank-HDFC0001234-509512345678-SL/2025-26/', '0000509512345678', '05/04/25', '', '300.00', '5,300.00'],
  ['', '0007 PAYMENT', '', '', '', '', ''],
  ['06/04/25', 'POS 416021XXXXXX1234 RELIANCE FRESH', '0000000000000000', '06/04/25', '250.00', '', '5,050.00'],
  ['', 'STATEMENT SUMMARY :-', '', '', '', '', ''],
  ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal', ''],
];

const ICICI = [
  ['DETAILED STATEMENT', '', '', '', '', '', '', ''],
  ['Transactions List - SRI LAKSHMI LAUNDRY (INR) - 000401234567', '', '', '', '', '', '', ''],
  [
    'S No.',
    'Value Date',
    'Transaction Date',
    'Cheque Number',
    'Transaction Remarks',
    'Withdrawal Amount (INR )',
    'Deposit Amount (INR )',
    'Balance (INR )',
  ],
  ['1', '07/04/2025', '07/04/2025', '-', 'UPI/509712345678/Laundry bill/suresh@ybl/Axis Bank', '0.00', '720.00', '8,720.00'],
  ['2', '08/04/2025', '08/04/2025', '-', 'ACH/INSURANCE/0001', '999.00', '0.00', '7,721.00'],
];

// ICICI corporate and Kotak exports give one Amount column with a Dr/Cr beside it.
const KOTAK = [
  ['Sl. No.', 'Transaction Date', 'Value Date', 'Description', 'Chq / Ref No.', 'Amount', 'Dr / Cr', 'Balance', 'Dr / Cr'],
  ['1', '09-04-2025', '09-04-2025', 'UPI/MEENA/509912345678/SL20250409101512', 'UPI-509912345678', '1,050.00', 'CR', '9,000.00', 'CR'],
  ['2', '10-04-2025', '10-04-2025', 'Cash withdrawal ATM', 'ATM-1', '2,000.00', 'DR', '7,000.00', 'CR'],
];

const AXIS = [
  ['Name :- SRI LAKSHMI LAUNDRY'],
  ['Statement of Account No - 912010012345678 for the period (From : 01-04-2025 To : 30-04-2025)'],
  ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
  ['', '', 'OPENING BALANCE', '', '', '5000.00', ''],
  ['11-04-2025', '', 'UPI/P2M/510112345678/KIRAN/Payment from PhonePe', '', '600.00', '5600.00', '1234'],
  ['12-04-2025', '', 'UPI/P2M/510112345679/KIRAN/Payment from PhonePe', '', '600.00', '6200.00', '1234'],
  ['', '', 'TRANSACTION TOTAL', '0.00', '1200.00', '', ''],
];

function lines(reading: StatementReading) {
  if (!reading.ok) throw new Error(`unreadable: ${reading.message}`);
  return reading.lines;
}

describe('readStatement', () => {
  it('reads an SBI export: preamble skipped, debits skipped, Indian grouping', () => {
    expect(lines(readStatement(SBI))).toEqual([
      {
        valueDate: '2025-04-01',
        narration: 'BY TRANSFER-UPI/CR/509112345678/RAVI K/SBIN/ravik@oksbi/SL-202504011030123',
        reference: 'TRANSFER FROM 3199',
        credit: 45000,
      },
      { valueDate: '2025-04-03', narration: 'BY TRANSFER-NEFT*HDFC0000001*N0925*PRIYA S', reference: 'NEFT', credit: 12345650 },
    ]);
  });

  it('reads an HDFC export: two-digit years, wrapped narration joined, the summary skipped', () => {
    expect(lines(readStatement(HDFC))).toEqual([
      {
        valueDate: '2025-04-05',
        narration: 'UPI-ANITHA DEVI-anitha@okhdfcbank-HDFC0001234-509512345678-SL/2025-26/ 0007 PAYMENT',
        reference: '0000509512345678',
        credit: 30000,
      },
    ]);
  });

  it('reads an ICICI export: "Deposit Amount (INR )", zero withdrawals and deposits', () => {
    expect(lines(readStatement(ICICI))).toEqual([
      { valueDate: '2025-04-07', narration: 'UPI/509712345678/Laundry bill/suresh@ybl/Axis Bank', reference: '-', credit: 72000 },
    ]);
  });

  it('reads a Kotak export: one Amount column with the Dr/Cr beside it, not the balance one', () => {
    expect(lines(readStatement(KOTAK))).toEqual([
      { valueDate: '2025-04-09', narration: 'UPI/MEENA/509912345678/SL20250409101512', reference: 'UPI-509912345678', credit: 105000 },
    ]);
    // The same with the indicator written in full, and a debit marked only in its amount.
    const wordy = [
      KOTAK[0]!,
      ['1', '09-04-2025', '', 'X', '', '10.00', 'Credit', '', ''],
      ['2', '09-04-2025', '', 'Y', '', '10.00', 'Debit', '', ''],
    ];
    expect(lines(readStatement(wordy)).map((l) => l.narration)).toEqual(['X']);
  });

  it('reads an Axis export: DR/CR columns, opening balance and totals skipped', () => {
    const read = lines(readStatement(AXIS));
    expect(read.map((l) => [l.valueDate, l.credit])).toEqual([
      ['2025-04-11', 60000],
      ['2025-04-12', 60000],
    ]);
    expect(read[0]!.reference).toBe('');
  });

  it('answers why a table cannot be read', () => {
    expect(readStatement([])).toMatchObject({ ok: false, reason: 'empty' });
    expect(readStatement([[''], ['  ']])).toMatchObject({ ok: false, reason: 'empty' });
    expect(
      readStatement([
        ['hello', 'world'],
        ['1', '2'],
      ]),
    ).toMatchObject({ ok: false, reason: 'no_header' });
    // A date and a narration but nothing that says which money came in.
    expect(readStatement([['Date', 'Narration', 'Balance']])).toMatchObject({ ok: false, reason: 'no_header' });
    const long = [SBI[4]!, ...Array.from({ length: STATEMENT_MAX_ROWS }, () => SBI[5]!)];
    expect(readStatement(long)).toMatchObject({ ok: false, reason: 'too_many_rows' });
    expect(lines(readStatement(long.slice(0, STATEMENT_MAX_ROWS)))).toHaveLength(STATEMENT_MAX_ROWS - 1);
  });

  it('reads a header with no credits under it as an empty statement', () => {
    expect(readStatement([SBI[4]!, SBI[6]!])).toEqual({ ok: true, lines: [], skipped: 1 });
  });
});

describe('parseStatementDate', () => {
  it.each([
    ['05/04/2025', '2025-04-05'],
    ['5/4/25', '2025-04-05'],
    ['05-04-2025', '2025-04-05'],
    ['05.04.2025', '2025-04-05'],
    ['05-Apr-2025', '2025-04-05'],
    ['05-APR-25', '2025-04-05'],
    ['5 Apr 2025', '2025-04-05'],
    ['05 April 2025', '2025-04-05'],
    ['2025-04-05', '2025-04-05'],
    ['2025-04-05T00:00:00.000Z', '2025-04-05'],
    ['05/04/2025 14:22:10', '2025-04-05'],
    ['29/02/2024', '2024-02-29'],
  ])('%s → %s', (cell, iso) => {
    expect(parseStatementDate(cell)).toBe(iso);
  });

  it.each(['', 'Opening Balance', '31/02/2025', '13/13/2025', '05-Foo-2025', '2025/04', '********'])('%j is not a date', (cell) => {
    expect(parseStatementDate(cell)).toBeNull();
  });
});

describe('parseStatementAmount', () => {
  it.each([
    ['1,23,456.50', 12345650, null],
    ['₹ 500', 50000, null],
    ['Rs. 500', 50000, null],
    ['INR 1,000.5', 100050, null],
    ['500.00 CR', 50000, 'cr'],
    ['500.00Dr', 50000, 'dr'],
    ['0.00', 0, null],
    ['  72 ', 7200, null],
  ])('%j → %d paise', (cell, paise, side) => {
    expect(parseStatementAmount(cell)).toEqual({ paise, side });
  });

  it.each(['', '-', 'abc', '1.234', '-500', '1e5', '5..0'])('%j is not an amount', (cell) => {
    expect(parseStatementAmount(cell)).toBeNull();
  });
});

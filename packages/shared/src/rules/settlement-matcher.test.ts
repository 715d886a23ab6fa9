import { describe, expect, it } from 'vitest';
import { matchSettlements, type SettlementLine, type SettlementToMatch } from './settlement-matcher';

const setl = (id: string, amount: number, settledDay = '2026-12-01', utr = `UTR${id.toUpperCase()}0001`): SettlementToMatch => ({
  id,
  utr,
  amount,
  settledDay,
});
const line = (id: string, credit: number, extra: Partial<SettlementLine> = {}): SettlementLine => ({
  id,
  valueDate: '2026-12-02',
  narration: 'NEFT CR RAZORPAY SOFTWARE PVT LTD',
  reference: '',
  credit,
  ...extra,
});
const plain = (m: Map<string, { settlementId: string; reason: string }>) =>
  Object.fromEntries([...m].map(([k, v]) => [k, `${v.settlementId}:${v.reason}`]));

describe('matchSettlements', () => {
  it('matches a credit of the net amount carrying the UTR, in its reference or its narration', () => {
    const s = [setl('a', 96_460, '2026-11-20', 'AXISCN0123456789'), setl('b', 50_000, '2026-11-20', 'HDFCR52026120100')];
    const lines = [line('1', 96_460, { reference: 'AXISCN0123456789' }), line('2', 50_000, { narration: 'NEFT/HDFCR52026120100/RAZORPAY' })];
    expect(plain(matchSettlements(lines, s))).toEqual({ '1': 'a:utr', '2': 'b:utr' });
  });

  it('never matches a credit of another amount, even one naming the UTR', () => {
    const s = [setl('a', 96_460, '2026-12-01', 'AXISCN0123456789')];
    expect(matchSettlements([line('1', 96_461, { reference: 'AXISCN0123456789' })], s).size).toBe(0);
  });

  it('matches by amount and date only within the days after the settlement, and only when one credit fits one settlement', () => {
    const s = [setl('a', 96_460, '2026-12-01', '')];
    expect(plain(matchSettlements([line('1', 96_460, { valueDate: '2026-12-04' })], s))).toEqual({ '1': 'a:amount_date' });
    expect(matchSettlements([line('1', 96_460, { valueDate: '2026-12-05' })], s).size).toBe(0);
    expect(matchSettlements([line('1', 96_460, { valueDate: '2026-11-30' })], s).size).toBe(0);
    // Two credits of the amount: which is the settlement's is not known.
    expect(matchSettlements([line('1', 96_460), line('2', 96_460)], s).size).toBe(0);
    // Two settlements of the amount: neither takes the one credit.
    expect(matchSettlements([line('1', 96_460)], [...s, setl('b', 96_460, '2026-12-02', '')]).size).toBe(0);
  });

  it('takes each settlement once: the UTR match first, the amount-only credit left alone', () => {
    const s = [setl('a', 1000, '2026-12-01', 'UTR0000000001')];
    const lines = [line('1', 1000), line('2', 1000, { reference: 'UTR0000000001' })];
    expect(plain(matchSettlements(lines, s))).toEqual({ '2': 'a:utr' });
  });
});

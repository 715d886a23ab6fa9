import { describe, expect, it } from 'vitest';
import type { PriceChange } from '@laundry/shared/contracts/prices';
import { summarize } from './history-changes';

const shirt = {
  category: 'MEN',
  name: 'Shirt / T-Shirt',
  names: { te: 'చొక్కా', hi: 'शर्ट' },
  prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
};

const entry = (change: Partial<PriceChange>): PriceChange => ({
  _id: '1',
  at: '2026-11-28T05:30:00.000Z',
  actor: { _id: 'a', name: 'Admin' },
  action: 'update',
  category: 'MEN',
  name: 'Shirt / T-Shirt',
  before: null,
  after: null,
  ...change,
});

describe('summarize', () => {
  it('lists only the fields an update changed', () => {
    const after = { ...shirt, category: 'KIDS', names: { te: 'చొక్కా', hi: '' }, prices: { ...shirt.prices, 'Dry Clean': '130+' } };
    expect(summarize(entry({ before: shirt, after }))).toEqual({
      kind: 'item',
      fields: [
        { field: 'hi', before: 'शर्ट', after: '' },
        { field: 'category', before: 'MEN', after: 'KIDS' },
        { field: 'Dry Clean', before: '120+', after: '130+' },
      ],
    });
  });

  it('gives an added item its names and prices, a removed one what it had', () => {
    expect(summarize(entry({ action: 'add', after: { ...shirt, names: { te: 'చొక్కా', hi: '' } } }))).toEqual({
      kind: 'item',
      fields: [
        { field: 'te', before: null, after: 'చొక్కా' },
        { field: 'Steam Iron', before: null, after: '15+' },
        { field: 'Wash Iron', before: null, after: '29+' },
        { field: 'Dry Clean', before: null, after: '120+' },
      ],
    });
    const removed = summarize(entry({ action: 'remove', before: shirt }));
    expect(removed.kind === 'item' && removed.fields.map((f) => [f.field, f.before, f.after])).toEqual([
      ['te', 'చొక్కా', null],
      ['hi', 'शर्ट', null],
      ['Steam Iron', '15+', null],
      ['Wash Iron', '29+', null],
      ['Dry Clean', '120+', null],
    ]);
  });

  it('gives a rate per kg its before and after', () => {
    expect(summarize(entry({ action: 'per-kg', category: '', name: 'Wash and Fold', before: null, after: { rate: 70, minKg: 3 } }))).toEqual({
      kind: 'kg',
      before: null,
      after: { rate: 70, minKg: 3 },
    });
    expect(summarize(entry({ action: 'per-kg', before: { rate: 70, minKg: 3 }, after: null }))).toEqual({
      kind: 'kg',
      before: { rate: 70, minKg: 3 },
      after: null,
    });
  });

  it('reads a snapshot with missing parts as empty rather than failing', () => {
    expect(summarize(entry({ action: 'import', before: { name: 'X' }, after: { name: 'X', prices: { 'Dry Clean': '50' } } }))).toEqual({
      kind: 'item',
      fields: [{ field: 'Dry Clean', before: '', after: '50' }],
    });
  });
});

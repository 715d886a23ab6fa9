import { describe, expect, it } from 'vitest';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { nextPromiseTurn, readyByView } from './ready-by-view';

const PROMISE = '2026-11-25T15:30:00.000Z';
const NEW_TIME = '2026-11-27T15:30:00.000Z';
const ESTIMATE = '2026-11-26T15:30:00.000Z';

describe('readyByView', () => {
  it('shows the promise as it is while it holds and was never moved', () => {
    expect(readyByView(sampleOrder('1', { status: 'In Progress', readyBy: PROMISE }))).toEqual({ kind: 'promised', at: PROMISE });
  });

  it('shows the new time with the booking’s promise and the shop’s reason once the shop moved it', () => {
    const moved = sampleOrder('1', { status: 'In Progress', readyBy: NEW_TIME, readyByWas: PROMISE, readyByNote: '  Rain kept the sarees wet. ' });
    expect(readyByView(moved)).toEqual({ kind: 'moved', at: NEW_TIME, was: PROMISE, note: 'Rain kept the sarees wet.' });
    expect(readyByView({ ...moved, readyByNote: '' })).toMatchObject({ kind: 'moved', note: '' });
  });

  it('says late with the estimate once the promise passed, moved or not', () => {
    const late = sampleOrder('1', { status: 'Pending', readyBy: PROMISE, readyByEstimate: ESTIMATE });
    expect(readyByView(late)).toEqual({ kind: 'late', expected: ESTIMATE });
    expect(readyByView({ ...late, readyByWas: '2026-11-24T15:30:00.000Z', readyByNote: 'Power cut' })).toEqual({ kind: 'late', expected: ESTIMATE });
  });

  it('says nothing without a promise, or once the order is done or cancelled', () => {
    expect(readyByView(sampleOrder('1', { status: 'Pending', readyBy: null }))).toBeNull();
    for (const status of ['Completed', 'Cancelled'] as const) {
      expect(readyByView(sampleOrder('1', { status, readyBy: NEW_TIME, readyByWas: PROMISE }))).toBeNull();
    }
  });
});

describe('nextPromiseTurn', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');

  it('is the nearest promise or estimate still ahead among the open orders', () => {
    const orders = [
      sampleOrder('1', { status: 'In Progress', readyBy: NEW_TIME }),
      sampleOrder('2', { status: 'Pending', readyBy: '2026-11-24T15:30:00.000Z', readyByEstimate: ESTIMATE }),
      sampleOrder('3', { status: 'Delivering', readyBy: PROMISE }),
    ];
    expect(nextPromiseTurn(orders, now)).toBe(Date.parse(PROMISE));
    expect(nextPromiseTurn(orders.slice(0, 2), now)).toBe(Date.parse(ESTIMATE));
  });

  it('skips closed orders, orders with no promise and times already past', () => {
    const orders = [
      sampleOrder('1', { status: 'Completed', readyBy: PROMISE }),
      sampleOrder('2', { status: 'Pending', readyBy: null }),
      sampleOrder('3', { status: 'In Progress', readyBy: '2026-11-25T11:00:00.000Z' }),
    ];
    expect(nextPromiseTurn(orders, now)).toBeNull();
    expect(nextPromiseTurn([], now)).toBeNull();
  });
});

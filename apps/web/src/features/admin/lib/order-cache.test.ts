import { describe, expect, it } from 'vitest';
import type { OrdersData } from '../api/fetch-orders';
import { removeOrder, upsertOrder } from './order-cache';
import { isPickupOverdue, NO_FILTERS, orderMatchesFilters } from './order-filters';
import { sampleOrder } from './test-orders';

function data(...pages: string[][]): OrdersData {
  return { pages: pages.map((ids) => ({ data: ids.map((id) => sampleOrder(id)), nextCursor: null })), pageParams: pages.map(() => null) };
}
const ids = (d: OrdersData) => d.pages.map((p) => p.data.map((o) => o._id));

describe('upsertOrder', () => {
  it('puts a new order on top of the first page', () => {
    expect(ids(upsertOrder(data(['2', '1'], ['0']), sampleOrder('3'), NO_FILTERS, 'new'))).toEqual([['3', '2', '1'], ['0']]);
  });

  it('replaces an order with the same id where it is, new or updated', () => {
    const changed = sampleOrder('0', { status: 'Completed' });
    for (const change of ['new', 'update'] as const) {
      const next = upsertOrder(data(['2', '1'], ['0']), changed, NO_FILTERS, change);
      expect(ids(next)).toEqual([['2', '1'], ['0']]);
      expect(next.pages[1]!.data[0]).toBe(changed);
    }
  });

  it('leaves out an updated order that is not loaded, and a new one the filters exclude', () => {
    const before = data(['2']);
    expect(upsertOrder(before, sampleOrder('9'), NO_FILTERS, 'update')).toBe(before);
    expect(upsertOrder(before, sampleOrder('9', { delivery: 'regular' }), { ...NO_FILTERS, delivery: 'express' }, 'new')).toBe(before);
  });

  it('removes a deleted order from whichever page holds it', () => {
    expect(ids(removeOrder(data(['2', '1'], ['0']), '1'))).toEqual([['2'], ['0']]);
  });
});

describe('orderMatchesFilters', () => {
  const order = sampleOrder('7', { service: 'Dry Clean', delivery: 'express', pickupAddress: '12-3-45,  Gandhi   Nagar' });

  it('matches the server search: case-insensitive, whitespace collapsed, over the searched fields', () => {
    expect(orderMatchesFilters(order, { ...NO_FILTERS, q: 'GANDHI nagar' })).toBe(true);
    expect(orderMatchesFilters(order, { ...NO_FILTERS, q: 'ravi' })).toBe(true);
    expect(orderMatchesFilters(order, { ...NO_FILTERS, q: '98765' })).toBe(true);
    expect(orderMatchesFilters(order, { ...NO_FILTERS, q: 'express' })).toBe(true);
    expect(orderMatchesFilters(order, { ...NO_FILTERS, q: 'lakshmi' })).toBe(false);
  });

  it('applies the service and delivery filters', () => {
    expect(orderMatchesFilters(order, { q: '', service: 'Dry Clean', delivery: 'express' })).toBe(true);
    expect(orderMatchesFilters(order, { q: '', service: 'Iron', delivery: '' })).toBe(false);
    expect(orderMatchesFilters(order, { q: '', service: '', delivery: 'regular' })).toBe(false);
  });
});

describe('isPickupOverdue', () => {
  // 2026-01-05 00:30 in Kakinada is still 2026-01-04 in UTC.
  const now = new Date('2026-01-04T19:00:00.000Z');
  it('is true only for a pickup date before today in shop time', () => {
    expect(isPickupOverdue({ pickupDate: '2026-01-04' }, now)).toBe(true);
    expect(isPickupOverdue({ pickupDate: '2026-01-05' }, now)).toBe(false);
    expect(isPickupOverdue({ pickupDate: '' }, now)).toBe(false);
  });
});

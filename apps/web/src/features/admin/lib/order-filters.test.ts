import { describe, expect, it } from 'vitest';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';
import { canonicalFilters, deliveryFilter, isPickupOverdue, NO_FILTERS, orderMatchesFilters, serviceFilter } from './order-filters';

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
    expect(orderMatchesFilters(order, { service: 'Dry Clean', delivery: 'express' })).toBe(true);
    expect(orderMatchesFilters(order, { service: 'Iron' })).toBe(false);
    expect(orderMatchesFilters(order, { delivery: 'regular' })).toBe(false);
  });

  it("applies the Today view's pickup day and a tile's status", () => {
    expect(orderMatchesFilters(order, { pickupDate: order.pickupDate })).toBe(true);
    expect(orderMatchesFilters(order, { pickupDate: '1999-01-01' })).toBe(false);
    expect(orderMatchesFilters(order, { status: order.status })).toBe(true);
    expect(orderMatchesFilters(order, { status: 'Cancelled' })).toBe(false);
  });

  it('applies the Late filter by the shared rule: ready-by passed and not done', () => {
    const now = new Date('2026-01-10T12:00:00.000Z');
    const late = sampleOrder('8', { status: 'In Progress', readyBy: '2026-01-10T11:00:00.000Z' });
    expect(orderMatchesFilters(late, { late: true }, now)).toBe(true);
    expect(orderMatchesFilters({ ...late, readyBy: '2026-01-10T13:00:00.000Z' }, { late: true }, now)).toBe(false);
    expect(orderMatchesFilters({ ...late, status: 'Completed' }, { late: true }, now)).toBe(false);
    expect(orderMatchesFilters({ ...late, readyBy: null }, { late: true }, now)).toBe(false);
    expect(orderMatchesFilters({ ...late, readyBy: null }, NO_FILTERS, now)).toBe(true);
  });
});

describe('filters from the dashboard', () => {
  it("reads a select's empty 'all' value as no filter", () => {
    expect(serviceFilter('')).toBeUndefined();
    expect(serviceFilter('Dry Clean')).toBe('Dry Clean');
    expect(deliveryFilter('')).toBeUndefined();
    expect(deliveryFilter('express')).toBe('express');
  });

  it('keys the same search the same way, whatever its spacing', () => {
    expect(JSON.stringify(canonicalFilters({ q: '  Gandhi   NAGAR ' }))).toBe(JSON.stringify(canonicalFilters({ q: 'gandhi nagar' })));
    expect(JSON.stringify(canonicalFilters({ q: '   ' }))).toBe(JSON.stringify(canonicalFilters(NO_FILTERS)));
  });

  it('keeps the Late filter only when on', () => {
    expect(canonicalFilters({ late: true }).late).toBe(true);
    expect(JSON.stringify(canonicalFilters({ late: undefined }))).toBe(JSON.stringify(canonicalFilters(NO_FILTERS)));
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderItem } from '@laundry/shared/contracts/orders';
import { expressLineName, minimumLineName } from '@laundry/shared/rules/bill';
import { loadLanguage } from '../../../i18n/catalogue';
import { applyLanguage } from '../../../i18n/language';
import { amountInWordsFor } from './amount-words';
import { knownNamesOf, lineItemName, lineQty, lineUnit, localNameOf, roundOffText } from './line-names';
import hi from './locales/hi.json';
import te from './locales/te.json';

vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { invoice: te } }));
vi.mock('../../../i18n/bundles/hi', () => ({ catalogue: { invoice: hi } }));

const saree: OrderItem = {
  service: 'Dry Clean',
  item: 'Silk Saree (Pattu)',
  qty: 1,
  rate: 300,
  amount: 300,
  names: { te: 'పట్టు చీర', hi: 'सिल्क साड़ी (पट्टू)' },
};
const typed: OrderItem = { service: 'Others', item: 'Doormat', qty: 2, rate: 40, amount: 80 };
const clothes: OrderItem = { service: 'Wash and Fold', item: 'Clothes', qty: 4.25, rate: 70, amount: 297.5, unit: 'kg' };
// The rules' lines, as the server writes them (the same shared helpers name them).
const minimum: OrderItem = { service: 'Wash and Fold', item: minimumLineName(250), qty: 0.5, rate: 70, amount: 35, unit: 'kg', kind: 'minimum' };
const express: OrderItem = { service: 'Wash and Fold', item: expressLineName(150), qty: 1, rate: 316.25, amount: 316.25, kind: 'express' };

describe('bill lines in the customer’s language', () => {
  afterEach(() => applyLanguage('en'));

  it('name an item by its price-list name in Telugu or Hindi, else as stored', async () => {
    await Promise.all([loadLanguage('te'), loadLanguage('hi')]);
    expect(lineItemName(saree, 'te')).toBe('పట్టు చీర');
    expect(lineItemName(saree, 'hi')).toBe('सिल्क साड़ी (पट्टू)');
    expect(lineItemName(saree, 'en')).toBe('Silk Saree (Pattu)');
    // Not on the list (or the list had no name): the shop's own words.
    expect(lineItemName(typed, 'te')).toBe('Doormat');
    expect(lineItemName({ ...saree, names: { te: ' ', hi: '' } }, 'te')).toBe('Silk Saree (Pattu)');
  });

  it('name a line redrawn without its names as the saved bill named that item', async () => {
    await loadLanguage('te');
    const known = knownNamesOf([saree, typed, clothes]);
    expect(known).toEqual({ 'Silk Saree (Pattu)': saree.names });
    const redrawn = { service: 'Dry Clean', item: 'Silk Saree (Pattu)', qty: 2, rate: 300 };
    expect(lineItemName(redrawn, 'te', known)).toBe('పట్టు చీర');
    expect(lineItemName(redrawn, 'en', known)).toBe('Silk Saree (Pattu)');
    // The line's own names come first.
    expect(lineItemName({ ...redrawn, names: { te: 'చీర', hi: 'साड़ी' } }, 'te', known)).toBe('చీర');
  });

  it('name the Express and minimum lines by a translated label with their figures', async () => {
    await Promise.all([loadLanguage('te'), loadLanguage('hi')]);
    expect(lineItemName(express, 'en')).toBe('Express +50%');
    expect(lineItemName(express, 'te')).toBe('ఎక్స్‌ప్రెస్ +50%');
    expect(lineItemName(express, 'hi')).toBe('एक्सप्रेस +50%');
    expect(lineItemName({ ...express, item: expressLineName(175) }, 'te')).toBe('ఎక్స్‌ప్రెస్ +75%');
    expect(lineItemName(minimum, 'en')).toBe('Minimum 2.5 kg');
    expect(lineItemName(minimum, 'te')).toBe('కనీసం 2.5 కిలోలు');
    expect(lineItemName(minimum, 'hi')).toBe('कम से कम 2.5 किलो');
    expect(lineItemName({ ...minimum, item: minimumLineName(300) }, 'hi')).toBe('कम से कम 3 किलो');
    // A wording this code cannot read is shown as written.
    expect(lineItemName({ ...express, item: 'Urgent' }, 'te')).toBe('Urgent');
  });

  it('follow the language shown when none is given', async () => {
    await loadLanguage('te');
    applyLanguage('te');
    expect(lineItemName(saree)).toBe('పట్టు చీర');
    expect(lineUnit(clothes)).toBe('కిలో');
  });

  it('give the unit: Pcs by the piece, kilos by weight, none for the Express sum', async () => {
    await Promise.all([loadLanguage('te'), loadLanguage('hi')]);
    expect(lineUnit(saree, 'en')).toBe('Pcs');
    expect(lineUnit(clothes, 'en')).toBe('kg');
    expect(lineUnit(clothes, 'te')).toBe('కిలో');
    expect(lineUnit(clothes, 'hi')).toBe('किलो');
    expect(lineUnit(minimum, 'en')).toBe('kg');
    expect(lineUnit(express, 'en')).toBe('');
  });

  it('show a weight with its decimals and pieces as whole numbers', () => {
    expect(lineQty(clothes)).toBe('4.25');
    expect(lineQty(minimum)).toBe('0.50');
    expect(lineQty({ qty: 3, unit: 'kg' })).toBe('3.00');
    expect(lineQty(saree)).toBe('1');
  });

  it('find a piece’s item in the customer’s language from the order’s lines', () => {
    const shirtIron: OrderItem = {
      service: 'Iron',
      item: 'Shirt / T-Shirt',
      qty: 2,
      rate: 15,
      amount: 30,
      names: { te: 'షర్ట్ (ఇస్త్రీ)', hi: 'शर्ट (प्रेस)' },
    };
    const shirtWash: OrderItem = { ...shirtIron, service: 'Wash and Iron', names: { te: 'షర్ట్ / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' } };
    const lines = [saree, typed, shirtIron, shirtWash];
    expect(localNameOf(lines, { item: 'Silk Saree (Pattu)', service: 'Dry Clean' }, 'te')).toBe('పట్టు చీర');
    expect(localNameOf(lines, { item: 'Shirt / T-Shirt', service: 'Wash and Iron' }, 'hi')).toBe('शर्ट / टी-शर्ट');
    expect(localNameOf(lines, { item: 'Shirt / T-Shirt', service: 'Steam Iron' }, 'te')).toBe('షర్ట్ (ఇస్త్రీ)');
    expect(localNameOf(lines, { item: 'Doormat', service: 'Others' }, 'te')).toBe('');
    expect(localNameOf(lines, { item: 'Silk Saree (Pattu)', service: 'Dry Clean' }, 'en')).toBe('');
  });

  it('write the round-off signed, with a true minus', () => {
    expect(roundOffText(0.2, 'te')).toBe('+₹0.20');
    expect(roundOffText(-0.49, 'hi')).toBe('−₹0.49');
    expect(roundOffText(0.5, 'en')).toBe('+₹0.50');
  });

  it('write the amount in words in the bill’s language only', () => {
    expect(amountInWordsFor(1005, 'en')).toBe('One Thousand Five Rupees');
    expect(amountInWordsFor(1005, 'te')).toMatch(/^[\u0C00-\u0C7F ]+$/);
    expect(amountInWordsFor(1005, 'hi')).toMatch(/^[\u0900-\u097F ]+$/);
    // Rounded to the rupee in every language, as the spec rounds the English words.
    expect(amountInWordsFor(316.75, 'te')).toBe(amountInWordsFor(317, 'te'));
  });
});

import { describe, expect, it } from 'vitest';
import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { buildPriceCsv, priceCsvFileName, readCsv } from './price-csv';

const groups: PriceCategoryGroup[] = [
  {
    key: 'MEN',
    label: 'Men',
    items: [
      {
        name: 'Shirt / T-Shirt',
        names: { te: 'చొక్కా / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' },
        prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
      },
      { name: 'Coat, "Long"', names: { te: 'కోటు, పొడవు', hi: '' }, prices: { 'Steam Iron': '-', 'Wash Iron': '20 & 25', 'Dry Clean': '250+' } },
    ],
  },
  {
    key: 'SOFA_CLEANING',
    label: 'Sofa cleaning',
    items: [{ name: '-Special\nTwo lines', names: { te: '=1+1', hi: '@home' }, prices: { 'Steam Iron': '-', 'Wash Iron': '-', 'Dry Clean': '-' } }],
  },
];

describe('buildPriceCsv', () => {
  const csv = buildPriceCsv(groups);

  it('starts with a byte-order mark and the English header, rows end in CRLF', () => {
    expect(csv.startsWith('\uFEFFcategory,name,name_te,name_hi,steam_iron,wash_iron,dry_clean\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps Telugu and Hindi as they are, quotes commas and quotes, writes "-" plainly', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('MEN,Shirt / T-Shirt,చొక్కా / టీ-షర్ట్,शर्ट / टी-शर्ट,15+,29+,120+');
    expect(lines[2]).toBe('MEN,"Coat, ""Long""","కోటు, పొడవు",,-,20 & 25,250+');
  });

  it('guards text a spreadsheet would run as a formula', () => {
    expect(csv).toContain(`SOFA_CLEANING,"'-Special\nTwo lines"`);
    expect(csv).toContain(`,'=1+1,'@home,-,-,-`);
  });
});

describe('readCsv', () => {
  it('reads back exactly what buildPriceCsv wrote (Telugu, commas, quotes, line breaks, formula guards)', () => {
    const read = readCsv(buildPriceCsv(groups));
    expect(read).toEqual({
      rows: [
        ['category', 'name', 'name_te', 'name_hi', 'steam_iron', 'wash_iron', 'dry_clean'],
        ['MEN', 'Shirt / T-Shirt', 'చొక్కా / టీ-షర్ట్', 'शर्ट / टी-शर्ट', '15+', '29+', '120+'],
        ['MEN', 'Coat, "Long"', 'కోటు, పొడవు', '', '-', '20 & 25', '250+'],
        ['SOFA_CLEANING', '-Special\nTwo lines', '=1+1', '@home', '-', '-', '-'],
      ],
    });
  });

  it('takes LF or CR line ends, no byte-order mark and no final line end', () => {
    expect(readCsv('a,b\nc,d')).toEqual({
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(readCsv('a,b\rc,"d"')).toEqual({
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
    expect(readCsv('a,,\r\n')).toEqual({ rows: [['a', '', '']] });
    expect(readCsv('')).toEqual({ rows: [] });
  });

  it('names the row where a quote was left open', () => {
    expect(readCsv('category,name\r\nMEN,"Shirt\r\nKIDS,Shorts\r\n')).toEqual({ unclosedQuoteAtRow: 2 });
  });

  it('keeps an apostrophe that guards nothing', () => {
    expect(readCsv("Men's Kurta,'90")).toEqual({ rows: [["Men's Kurta", "'90"]] });
  });
});

describe('priceCsvFileName', () => {
  it('names the file by the day', () => {
    expect(priceCsvFileName('2026-11-28')).toBe('price-list_2026-11-28.csv');
  });
});

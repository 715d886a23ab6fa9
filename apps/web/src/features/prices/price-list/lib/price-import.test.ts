import { describe, expect, it } from 'vitest';
import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { buildPriceCsv } from './price-csv';
import { fileRowOf, importBody, planImport } from './price-import';

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
      { name: 'Coat, "Long"', names: { te: 'కోటు', hi: '' }, prices: { 'Steam Iron': '-', 'Wash Iron': '20 & 25', 'Dry Clean': '250+' } },
    ],
  },
  { key: 'KIDS', label: 'Kids', items: [] },
];

const HEADER = 'category,name,name_te,name_hi,steam_iron,wash_iron,dry_clean';
const file = (...rows: string[]) => `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;

describe('planImport', () => {
  it('finds nothing to change in the file the list exports', () => {
    const plan = planImport(buildPriceCsv(groups), groups);
    expect(plan.fileProblems).toEqual([]);
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'same'],
      [3, 'same'],
    ]);
    expect(importBody(plan.rows)).toBeNull();
  });

  it('marks new and changed rows, with Telugu names, commas and quotes kept', () => {
    const plan = planImport(
      file('men,"Coat, ""Long""",,,-,20 & 25,260+', 'Kids,Frock,"గౌను, పట్టు",फ़्रॉक,20,-,90', 'MEN,Shirt / T-Shirt,చొక్కా,,15+,29+,120+'),
      groups,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.rows.map((r) => ({ row: r.row, category: r.category, name: r.name, status: r.status }))).toEqual([
      { row: 2, category: 'MEN', name: 'Coat, "Long"', status: 'changed' },
      { row: 3, category: 'KIDS', name: 'Frock', status: 'new' },
      { row: 4, category: 'MEN', name: 'Shirt / T-Shirt', status: 'changed' },
    ]);
    expect(importBody(plan.rows)).toEqual({
      body: {
        items: [
          // An empty name cell keeps the list's name: nothing is cleared by a blank.
          { category: 'MEN', name: 'Coat, "Long"', prices: { 'Steam Iron': '-', 'Wash Iron': '20 & 25', 'Dry Clean': '260+' } },
          {
            category: 'KIDS',
            name: 'Frock',
            names: { te: 'గౌను, పట్టు', hi: 'फ़्रॉक' },
            prices: { 'Steam Iron': '20', 'Wash Iron': '-', 'Dry Clean': '90' },
          },
          {
            category: 'MEN',
            name: 'Shirt / T-Shirt',
            names: { te: 'చొక్కా' },
            prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
          },
        ],
      },
      fileRows: [2, 3, 4],
    });
  });

  it('reads the columns in any order, the Telugu and Hindi ones optional, and skips empty rows', () => {
    const plan = planImport('Dry_Clean,Name,Category,Steam_Iron,Wash_Iron\n130+,Shirt / T-Shirt,MEN,15+,29+\n,,,,\n', groups);
    expect(plan.problems).toEqual([]);
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]).toMatchObject({
      row: 2,
      names: {},
      prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '130+' },
      status: 'changed',
    });
  });

  it('names every problem by its row and column, and guesses nothing', () => {
    const plan = planImport(
      file(
        'GENTS,Kurta,,,15,20,30',
        'MEN,,,,15,20,30',
        'MEN,Kurta,,,₹15,,12O',
        'MEN,Kurta,,,15,20,30',
        'MEN,Kurta,,,15,20,30',
        'MEN,shirt / t-shirt,,,15,20,30',
        `MEN,${'x'.repeat(101)},,,15,20,30`,
        'MEN,Dhoti,,,15,20,30,extra',
      ),
      groups,
    );
    expect(plan.fileProblems).toEqual([]);
    expect(plan.problems).toEqual([
      { row: 2, key: 'import.row.category', value: 'GENTS' },
      { row: 3, key: 'import.row.nameEmpty' },
      { row: 4, key: 'import.row.priceShape', column: 'steam_iron', value: '₹15' },
      { row: 4, key: 'import.row.priceEmpty', column: 'wash_iron' },
      { row: 4, key: 'import.row.priceShape', column: 'dry_clean', value: '12O' },
      // The first Kurta had wrong prices; the same item again is still a second row for it.
      { row: 5, key: 'import.row.duplicate', first: 4 },
      { row: 6, key: 'import.row.duplicate', first: 4 },
      { row: 7, key: 'import.row.caseOnly', existing: 'Shirt / T-Shirt' },
      { row: 8, key: 'import.row.nameTooLong', column: 'name' },
      { row: 9, key: 'import.row.extraCells' },
    ]);
  });

  it('refuses a file without the columns, with unknown ones, empty, or with a quote left open', () => {
    expect(planImport('category,name,steam_iron\nMEN,Shirt,15', groups).fileProblems).toEqual([
      { key: 'import.file.missingColumns', columns: 'wash_iron, dry_clean' },
    ]);
    expect(planImport(`${HEADER},price\n`, groups).fileProblems).toEqual([{ key: 'import.file.unknownColumns', columns: 'price' }]);
    expect(planImport('', groups).fileProblems).toEqual([{ key: 'import.file.empty' }]);
    expect(planImport(`${HEADER}\n,,,,,,\n`, groups).fileProblems).toEqual([{ key: 'import.file.empty' }]);
    expect(planImport(file('MEN,"Kurta,,,15,20,30'), groups).fileProblems).toEqual([{ key: 'import.file.unclosedQuote', row: 2 }]);
  });

  it('refuses more rows than one import takes', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `KIDS,Item ${i},,,10,20,30`);
    expect(planImport(file(...rows), groups).fileProblems).toEqual([{ key: 'import.file.tooManyRows', max: 1000 }]);
  });
});

describe('fileRowOf', () => {
  it('places the server’s field on the row of the file it came from', () => {
    expect(fileRowOf('items.1.prices.Dry Clean', [2, 7, 9])).toBe(7);
    expect(fileRowOf('items.0', [4])).toBe(4);
    expect(fileRowOf('items.5.name', [4])).toBeNull();
    expect(fileRowOf('items', [4])).toBeNull();
    expect(fileRowOf(null, [4])).toBeNull();
  });
});

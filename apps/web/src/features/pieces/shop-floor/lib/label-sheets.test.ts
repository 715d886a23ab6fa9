import { describe, expect, it } from 'vitest';
import type { Piece } from '@laundry/shared/contracts/pieces';
import { firstName, labelPages, labelSize, piecesToPrint } from './label-sheets';

const piece = (tag: string): Piece => ({ tag, service: 'Iron', item: 'Shirt', state: 'received' });

describe('labels to print', () => {
  const pieces = ['1042-01', '1042-02', '1042-03'].map(piece);

  it('prints every piece, or only the reprinted one', () => {
    expect(piecesToPrint(pieces, null).map((p) => p.tag)).toEqual(['1042-01', '1042-02', '1042-03']);
    expect(piecesToPrint(pieces, '1042-02').map((p) => p.tag)).toEqual(['1042-02']);
    expect(piecesToPrint(pieces, '9999-01')).toEqual([]);
  });

  it('puts one label on a thermal page and 24 on an A4 sheet', () => {
    const many = Array.from({ length: 30 }, (_, i) => i);
    expect(labelPages(many, 'thermal')).toHaveLength(30);
    expect(labelPages(many, 'a4').map((page) => page.length)).toEqual([24, 6]);
    expect(labelPages([], 'a4')).toEqual([]);
  });

  it('reads the size from the address: thermal unless a4', () => {
    expect(labelSize('a4')).toBe('a4');
    expect(labelSize(null)).toBe('thermal');
    expect(labelSize('A3')).toBe('thermal');
  });

  it("takes the customer's first name", () => {
    expect(firstName('  Sunita   Rao ')).toBe('Sunita');
    expect(firstName('')).toBe('');
  });
});

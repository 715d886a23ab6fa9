import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './pages';

describe('pages of customers', () => {
  it('counts whole pages and calls an empty list one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(57, 20)).toBe(3);
  });

  it('names the rows of a page, the last one short', () => {
    expect(pageRange(1, 20, 57)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 57)).toEqual({ from: 41, to: 57 });
    expect(pageRange(1, 20, 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { buildSearchText, matchesSearch, normalizeSearch, SEARCH_FIELD_SEPARATOR } from './search';

describe('order search', () => {
  it('collapses whitespace and ignores case', () => {
    expect(normalizeSearch('  Main   ROAD \n Kakinada ')).toBe('main road kakinada');
    expect(matchesSearch(['1-2 Main  Road'], 'main road')).toBe(true);
    expect(matchesSearch(['Ravi Kumar'], 'RAVI   kumar')).toBe(true);
    expect(matchesSearch(['Ravi'], 'latha')).toBe(false);
    expect(matchesSearch(['x'], '   ')).toBe(true);
  });

  it('never matches across two fields', () => {
    const text = buildSearchText(['Ravi', 'Kumar']);
    expect(text).toBe(`ravi${SEARCH_FIELD_SEPARATOR}kumar`);
    expect(text.includes('ravi kumar')).toBe(false);
  });
});

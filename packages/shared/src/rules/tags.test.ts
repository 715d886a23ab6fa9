import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTag, labelPayload, piecesOf, readCode } from './tags';
import { isLate } from './late';

describe('piece tags', () => {
  it('writes the tag number and the piece, two digits at least', () => {
    expect(formatTag(1042, 3)).toBe('1042-03');
    expect(formatTag(1042, 12)).toBe('1042-12');
    expect(formatTag(10421, 104)).toBe('10421-104');
  });

  it('reads a label, a typed code and its loose spellings back to the same tag', () => {
    for (const raw of ['SLL:1042-03', 'sll:1042-03', '1042-03', ' 1042-3 ', '1042 03'])
      expect(readCode(raw), raw).toEqual({ ok: true, tag: '1042-03' });
  });

  it('tells another shop label from a code that is no tag', () => {
    for (const raw of ['https://example.com/t/1042-03', 'TAG:1042-03', 'AB-1042'])
      expect(readCode(raw), raw).toEqual({ ok: false, reason: 'label_foreign' });
    for (const raw of ['', '12-03', '1042-', 'SLL:', 'SLL:12', '1042-0345', '104203'])
      expect(readCode(raw), raw).toEqual({ ok: false, reason: 'tag_invalid' });
  });

  it('reads back every tag it writes, from the label and typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 9_999_999 }), fc.integer({ min: 1, max: 999 }), (n, i) => {
        const tag = formatTag(n, i);
        expect(readCode(labelPayload(tag))).toEqual({ ok: true, tag });
        expect(readCode(tag)).toEqual({ ok: true, tag });
      }),
    );
  });

  it('makes one piece per unit of each line, in line order', () => {
    expect(
      piecesOf([
        { service: 'Dry Clean', item: 'Saree', qty: 2 },
        { service: 'Iron', item: 'Shirt', qty: 1 },
        { service: 'Iron', item: 'Nothing', qty: 0 },
      ]),
    ).toEqual([
      { service: 'Dry Clean', item: 'Saree' },
      { service: 'Dry Clean', item: 'Saree' },
      { service: 'Iron', item: 'Shirt' },
    ]);
  });
});

describe('late', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is late once the promise has passed, until the order is done', () => {
    expect(isLate({ readyBy: '2026-11-26T09:59:59Z', status: 'In Progress' }, now)).toBe(true);
    expect(isLate({ readyBy: '2026-11-26T10:00:01Z', status: 'In Progress' }, now)).toBe(false);
    expect(isLate({ readyBy: '2026-11-25T10:00:00Z', status: 'Completed' }, now)).toBe(false);
    expect(isLate({ readyBy: '2026-11-25T10:00:00Z', status: 'Cancelled' }, now)).toBe(false);
    expect(isLate({ readyBy: null, status: 'Pending' }, now)).toBe(false);
  });
});

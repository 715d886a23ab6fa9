import { describe, expect, it } from 'vitest';
import type { AdminClaim } from '@laundry/shared/contracts/care';
import { openClaimsShown, resolvedClaimsShown } from './claims-shown';

const claim = (id: string, createdAt: string, resolvedAt: string | null = null) =>
  ({ _id: id, createdAt, resolvedAt, status: resolvedAt ? 'resolved' : 'open' }) as AdminClaim;

describe('the claims board', () => {
  it('lists open claims oldest first', () => {
    const shown = openClaimsShown([claim('b', '2026-11-27T10:00:00Z'), claim('a', '2026-11-27T09:00:00Z')], []);
    expect(shown.map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('keeps a claim resolved here in its place, as resolved, once the server no longer lists it open', () => {
    const done = claim('a', '2026-11-27T09:00:00Z', '2026-11-27T11:00:00Z');
    const before = openClaimsShown([claim('a', '2026-11-27T09:00:00Z'), claim('b', '2026-11-27T10:00:00Z')], [done]);
    expect(before.map((c) => [c._id, c.status])).toEqual([
      ['a', 'resolved'],
      ['b', 'open'],
    ]);
    const after = openClaimsShown([claim('b', '2026-11-27T10:00:00Z')], [done]);
    expect(after.map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('lists resolved claims latest settled first', () => {
    const shown = resolvedClaimsShown([
      claim('a', '2026-11-27T09:00:00Z', '2026-11-27T10:00:00Z'),
      claim('b', '2026-11-27T08:00:00Z', '2026-11-27T12:00:00Z'),
    ]);
    expect(shown.map((c) => c._id)).toEqual(['b', 'a']);
  });
});

import { describe, expect, it } from 'vitest';
import { balanceShards, timedLine } from './shards';

describe('balanceShards', () => {
  it('splits by recorded time, not by count, and keeps every file once', () => {
    const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts'];
    const shards = balanceShards(files, { 'a.spec.ts': 100, 'b.spec.ts': 10, 'c.spec.ts': 10, 'd.spec.ts': 10, 'e.spec.ts': 70 }, 2);
    expect(shards).toEqual([['a.spec.ts'], ['b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts']]);
    expect(shards.flat().sort()).toEqual(files);
  });

  it('weighs a file without a recorded time as the median, and splits alike every time', () => {
    const durations = { 'a.spec.ts': 30, 'b.spec.ts': 10, 'c.spec.ts': 20 };
    const files = ['new.spec.ts', 'a.spec.ts', 'b.spec.ts', 'c.spec.ts'];
    const first = balanceShards(files, durations, 2);
    // The new file weighs 20 (the median): 30 + 10 against 20 + 20.
    expect(first).toEqual([
      ['a.spec.ts', 'b.spec.ts'],
      ['c.spec.ts', 'new.spec.ts'],
    ]);
    expect(balanceShards([...files].reverse(), durations, 2)).toEqual(first);
  });

  it('gives one shard everything, and more shards than files leaves some empty', () => {
    expect(balanceShards(['a', 'b'], {}, 1)).toEqual([['a', 'b']]);
    expect(balanceShards(['a'], {}, 3).filter((s) => s.length > 0)).toEqual([['a']]);
  });
});

describe('timedLine', () => {
  it("reads the file and seconds of a passed or failed test from Playwright's list reporter", () => {
    expect(timedLine('[browser 1/2]   ✓  12 e2e/auth.spec.ts:50:3 › login › the tabs switch (3.4s)')).toEqual({
      file: 'e2e/auth.spec.ts',
      seconds: 3.4,
    });
    expect(timedLine('  ✘  3 e2e/admin-invoice.spec.ts:152:3 › invoice modal › closes (1.2m)')).toEqual({
      file: 'e2e/admin-invoice.spec.ts',
      seconds: 72,
    });
    expect(timedLine('  ✓  4 e2e/smoke.spec.ts:5:1 › home (850ms)')).toEqual({ file: 'e2e/smoke.spec.ts', seconds: 0.85 });
    expect(timedLine('  -  5 e2e/smoke.spec.ts:9:1 › skipped')).toBeNull();
    expect(timedLine('  192 passed (24.8m)')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextBackupAt } from './backup-schedule';

const at = (iso: string) => Date.parse(iso);

describe('nextBackupAt', () => {
  it('is 02:00 in India (20:30 UTC the day before) next, today or tomorrow', () => {
    expect(nextBackupAt({ daily: '02:00' }, at('2026-12-02T10:00:00Z'))?.toISOString()).toBe('2026-12-02T20:30:00.000Z');
    expect(nextBackupAt({ daily: '02:00' }, at('2026-12-02T20:30:00Z'))?.toISOString()).toBe('2026-12-03T20:30:00.000Z');
    expect(nextBackupAt({ daily: '02:00' }, at('2026-12-02T20:29:59Z'))?.toISOString()).toBe('2026-12-02T20:30:00.000Z');
    expect(nextBackupAt({ daily: '23:30' }, at('2026-12-02T17:00:00Z'))?.toISOString()).toBe('2026-12-02T18:00:00.000Z');
  });

  it('counts spans from midnight in India, and is null when off', () => {
    // 6h: 00:00, 06:00, 12:00, 18:00 IST = 18:30, 00:30, 06:30, 12:30 UTC.
    expect(nextBackupAt({ everyMinutes: 360 }, at('2026-12-02T01:00:00Z'))?.toISOString()).toBe('2026-12-02T06:30:00.000Z');
    expect(nextBackupAt({ everyMinutes: 30 }, at('2026-12-02T01:00:00Z'))?.toISOString()).toBe('2026-12-02T01:30:00.000Z');
    expect(nextBackupAt(null, Date.now())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CLAIM_WINDOW_HOURS, STAIN_DECIDE_HOURS, claimWindowEnds, claimWindowOpen, stainDecideBy, stainLineName, stainStatusOf } from './care';

const HOUR = 3_600_000;
const flaggedAt = '2026-11-27T10:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(flaggedAt) + hours * HOUR);

describe('stains (docs/decisions/0057)', () => {
  it('are decided by 24 hours after flagging', () => {
    expect(STAIN_DECIDE_HOURS).toBe(24);
    expect(stainDecideBy(flaggedAt)).toBe('2026-11-28T10:00:00.000Z');
  });

  it('read pending until their 24 hours are over, then expired; a decided stain stays decided', () => {
    expect(stainStatusOf('pending', flaggedAt, at(0))).toBe('pending');
    expect(stainStatusOf('pending', flaggedAt, new Date(at(24).getTime() - 1))).toBe('pending');
    expect(stainStatusOf('pending', flaggedAt, at(24))).toBe('expired');
    expect(stainStatusOf('pending', flaggedAt, at(500))).toBe('expired');
    expect(stainStatusOf('approved', flaggedAt, at(48))).toBe('approved');
    expect(stainStatusOf('declined', flaggedAt, at(1))).toBe('declined');
  });

  it('name the bill line of an approved charge by the piece’s tag', () => {
    expect(stainLineName('1042-03')).toBe('Stain treatment (1042-03)');
  });
});

describe('claims (docs/decisions/0057)', () => {
  const completedAt = flaggedAt;

  it('are open on a Completed order for 48 hours after delivery', () => {
    expect(CLAIM_WINDOW_HOURS).toBe(48);
    expect(claimWindowOpen('Completed', completedAt, at(0))).toBe(true);
    expect(claimWindowOpen('Completed', completedAt, new Date(at(48).getTime() - 1))).toBe(true);
    expect(claimWindowOpen('Completed', completedAt, at(48))).toBe(false);
  });

  it('are closed before delivery, and on an order taken back out of Completed', () => {
    expect(claimWindowOpen('Delivering', null, at(0))).toBe(false);
    expect(claimWindowOpen('In Progress', completedAt, at(1))).toBe(false);
    expect(claimWindowOpen('Completed', null, at(1))).toBe(false);
  });

  it('end 48 hours after delivery, or never began', () => {
    expect(claimWindowEnds(completedAt)).toBe('2026-11-29T10:00:00.000Z');
    expect(claimWindowEnds(null)).toBeNull();
  });
});

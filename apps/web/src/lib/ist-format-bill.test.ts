import { describe, expect, it } from 'vitest';
import { formatBillDateTime, formatBillTime, formatIstTime } from './ist-format';

// 14:30 and 00:05 in Kakinada.
const AFTERNOON = '2026-11-28T09:00:00.000Z';
const JUST_AFTER_MIDNIGHT = '2026-11-28T18:35:00.000Z';

describe('times on a bill', () => {
  it('keep the English format on an English bill', () => {
    expect(formatBillTime(AFTERNOON, 'en')).toBe(formatIstTime(AFTERNOON, 'en'));
    expect(formatBillTime(AFTERNOON, 'en')).toBe('2:30 pm');
    expect(formatBillDateTime(AFTERNOON, 'en')).toBe('28 Nov 2026, 2:30 pm');
  });

  for (const language of ['te', 'hi'] as const) {
    it(`are on the 24-hour clock in ${language}, without AM or PM`, () => {
      expect(formatBillTime(AFTERNOON, language)).toBe('14:30');
      expect(formatBillTime(JUST_AFTER_MIDNIGHT, language)).toBe('00:05');
      const dateTime = formatBillDateTime(AFTERNOON, language);
      expect(dateTime).toMatch(/, 14:30$/);
      expect(dateTime).not.toMatch(/am|pm/i);
    });
  }

  it('leave an unreadable time empty', () => {
    expect(formatBillTime('not a time', 'te')).toBe('');
    expect(formatBillDateTime('not a time', 'hi')).toBe('');
  });
});

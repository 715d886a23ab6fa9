import { describe, expect, it } from 'vitest';
import { amountInWordsHi, hindiNumberWords } from './amount-in-words-hi';

describe('amountInWordsHi (Indian system, Hindi)', () => {
  it.each([
    [0, 'शून्य रुपये'],
    [1, 'एक रुपया'],
    [11, 'ग्यारह रुपये'],
    [45, 'पैंतालीस रुपये'],
    [99, 'निन्यानवे रुपये'],
    [100, 'एक सौ रुपये'],
    [105, 'एक सौ पाँच रुपये'],
    [1000, 'एक हज़ार रुपये'],
    [100_000, 'एक लाख रुपये'],
    [101_000, 'एक लाख एक हज़ार रुपये'],
    [1_234_567.5, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये पचास पैसे'],
    [10_000_000, 'एक करोड़ रुपये'],
    [12_34_56_789, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये'],
    [1_000_000_000, 'एक सौ करोड़ रुपये'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWordsHi(amount)).toBe(words);
  });

  it('has its own word for each number up to 99, the "one less" ones included', () => {
    const words = Array.from({ length: 99 }, (_, i) => hindiNumberWords(i + 1));
    expect(new Set(words).size).toBe(99);
    expect([19, 29, 39, 49, 59, 69, 79, 89].map(hindiNumberWords)).toEqual([
      'उन्नीस',
      'उनतीस',
      'उनतालीस',
      'उनचास',
      'उनसठ',
      'उनहत्तर',
      'उन्यासी',
      'नवासी',
    ]);
    expect([21, 33, 52, 67, 78, 95].map(hindiNumberWords)).toEqual(['इक्कीस', 'तैंतीस', 'बावन', 'सड़सठ', 'अठहत्तर', 'पचानवे']);
  });

  it('names the paise, alone or after the rupees', () => {
    expect(amountInWordsHi(0.5)).toBe('पचास पैसे');
    expect(amountInWordsHi(0.01)).toBe('एक पैसा');
    expect(amountInWordsHi(1.25)).toBe('एक रुपया पच्चीस पैसे');
  });

  it('treats nonsense as zero', () => {
    expect(amountInWordsHi(Number.NaN)).toBe('शून्य रुपये');
  });
});

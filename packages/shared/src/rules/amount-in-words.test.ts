import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords (Indian system)', () => {
  it.each([
    [0, 'Zero Rupees'],
    [0.4, 'Zero Rupees'],
    [1, 'One Rupees'],
    [15, 'Fifteen Rupees'],
    [40, 'Forty Rupees'],
    [99, 'Ninety Nine Rupees'],
    [100, 'One Hundred Rupees'],
    [105, 'One Hundred Five Rupees'],
    [1000, 'One Thousand Rupees'],
    [1234.5, 'One Thousand Two Hundred Thirty Five Rupees'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine Rupees'],
    [100_000, 'One Lakh Rupees'],
    [1_234_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees'],
    [10_000_000, 'One Crore Rupees'],
    [12_34_56_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees'],
    [1_000_000_000, 'One Hundred Crore Rupees'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('treats nonsense as zero', () => {
    expect(amountInWords(Number.NaN)).toBe('Zero Rupees');
  });
});

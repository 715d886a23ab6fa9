import { describe, expect, it } from 'vitest';
import { amountInWordsTe } from './amount-in-words-te';

describe('amountInWordsTe (Indian system, Telugu)', () => {
  it.each([
    [0, 'సున్నా రూపాయలు'],
    [1, 'ఒక రూపాయి'],
    [11, 'పదకొండు రూపాయలు'],
    [19, 'పంతొమ్మిది రూపాయలు'],
    [21, 'ఇరవై ఒక రూపాయలు'],
    [99, 'తొంభై తొమ్మిది రూపాయలు'],
    [100, 'వంద రూపాయలు'],
    [150, 'నూట యాభై రూపాయలు'],
    [200, 'రెండు వందల రూపాయలు'],
    [1000, 'వెయ్యి రూపాయలు'],
    [2500, 'రెండు వేల ఐదు వందల రూపాయలు'],
    [100_000, 'ఒక లక్ష రూపాయలు'],
    [101_000, 'ఒక లక్ష వెయ్యి రూపాయలు'],
    [1_234_567.5, 'పన్నెండు లక్షల ముప్పై నాలుగు వేల ఐదు వందల అరవై ఏడు రూపాయల యాభై పైసలు'],
    [10_000_000, 'ఒక కోటి రూపాయలు'],
    [12_34_56_789, 'పన్నెండు కోట్ల ముప్పై నాలుగు లక్షల యాభై ఆరు వేల ఏడు వందల ఎనభై తొమ్మిది రూపాయలు'],
    [1_000_000_000, 'వంద కోట్ల రూపాయలు'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWordsTe(amount)).toBe(words);
  });

  it('names the paise, alone or after the rupees', () => {
    expect(amountInWordsTe(0.5)).toBe('యాభై పైసలు');
    expect(amountInWordsTe(0.01)).toBe('ఒక పైసా');
    expect(amountInWordsTe(1.25)).toBe('ఒక రూపాయి ఇరవై ఐదు పైసలు');
    expect(amountInWordsTe(10.999)).toBe('పదకొండు రూపాయలు');
  });

  it('treats nonsense as zero', () => {
    expect(amountInWordsTe(Number.NaN)).toBe('సున్నా రూపాయలు');
  });
});

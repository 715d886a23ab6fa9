import { describe, expect, it } from 'vitest';
import { numberText, readExpressFactor, readKgRate } from './rate-fields';

describe('readKgRate', () => {
  it('takes a rate in rupees and a minimum in kg; an empty minimum is none', () => {
    expect(readKgRate('70', '3')).toEqual({ body: { rate: 70, minKg: 3 } });
    expect(readKgRate(' 72.50 ', '')).toEqual({ body: { rate: 72.5, minKg: 0 } });
    expect(readKgRate('70', '2.25')).toEqual({ body: { rate: 70, minKg: 2.25 } });
  });

  it('names the field the API would refuse', () => {
    expect(readKgRate('', '3')).toEqual({ problems: { rate: 'problem.kgRate' } });
    expect(readKgRate('0.5', '3')).toEqual({ problems: { rate: 'problem.kgRate' } });
    expect(readKgRate('70.123', '3')).toEqual({ problems: { rate: 'problem.kgRate' } });
    expect(readKgRate('1e2', '3')).toEqual({ problems: { rate: 'problem.kgRate' } });
    expect(readKgRate('20000', '0.05')).toEqual({ problems: { rate: 'problem.kgRate', minKg: 'problem.minKg' } });
    expect(readKgRate('70', '101')).toEqual({ problems: { minKg: 'problem.minKg' } });
    expect(readKgRate('70', 'three')).toEqual({ problems: { minKg: 'problem.minKg' } });
  });
});

describe('readExpressFactor', () => {
  it('takes 1 to 3 with at most two decimals', () => {
    expect(readExpressFactor('1.5')).toBe(1.5);
    expect(readExpressFactor(' 2 ')).toBe(2);
    expect(readExpressFactor('1')).toBe(1);
    expect(readExpressFactor('1.75')).toBe(1.75);
    for (const bad of ['', '0.9', '3.01', '1.555', 'x', '1,5']) expect(readExpressFactor(bad), bad).toBeNull();
  });
});

describe('numberText', () => {
  it('shows a number as it would be typed', () => {
    expect(numberText(70)).toBe('70');
    expect(numberText(72.5)).toBe('72.5');
    expect(numberText(0, true)).toBe('');
    expect(numberText(0)).toBe('0');
    expect(numberText(undefined)).toBe('');
  });
});

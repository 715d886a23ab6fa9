import { describe, expect, it } from 'vitest';
import type { PriceItem } from '@laundry/shared/contracts/prices';
import { addBodyOf, categoryOf, draftFieldOf, draftOf, draftProblems, emptyDraft, nameProblem, patchOf, priceProblem } from './price-fields';

const shirt: PriceItem = {
  name: 'Shirt / T-Shirt',
  names: { te: 'చొక్కా / టీ-షర్ట్', hi: 'शर्ट / टी-शर्ट' },
  prices: { 'Steam Iron': '15+', 'Wash Iron': '29+', 'Dry Clean': '120+' },
};

describe('priceProblem', () => {
  it('takes the shop’s ways of writing a price', () => {
    for (const ok of ['90', '15+', '20 & 25', '60 & 100', '20&25', ' 99.50 ', '-', '117+', '10+ & 20+']) expect(priceProblem(ok), ok).toBeNull();
  });

  it('names what is wrong with anything else', () => {
    expect(priceProblem('')).toBe('problem.priceEmpty');
    expect(priceProblem('   ')).toBe('problem.priceEmpty');
    expect(priceProblem('1'.repeat(21))).toBe('problem.priceTooLong');
    for (const bad of ['₹90', '12O', 'free', '15++', '9.999', '& 20', '20 &', '--', '1e3', '-5'])
      expect(priceProblem(bad), bad).toBe('problem.priceShape');
  });
});

describe('nameProblem', () => {
  it('needs the English name, at most 100 characters; the others may be empty', () => {
    expect(nameProblem(' ', true)).toBe('problem.nameEmpty');
    expect(nameProblem('a'.repeat(101), true)).toBe('problem.nameTooLong');
    expect(nameProblem('', false)).toBeNull();
    expect(nameProblem('అ'.repeat(101), false)).toBe('problem.otherNameTooLong');
    expect(nameProblem('అ'.repeat(100), false)).toBeNull();
  });
});

describe('draftProblems', () => {
  it('lists each field’s problem', () => {
    const draft = { ...draftOf(shirt, 'MEN'), name: '', prices: { ...shirt.prices, 'Dry Clean': 'Rs 120' } };
    expect(draftProblems(draft)).toEqual({ name: 'problem.nameEmpty', 'Dry Clean': 'problem.priceShape' });
    expect(draftProblems(draftOf(shirt, 'MEN'))).toEqual({});
  });
});

describe('patchOf', () => {
  const saved = draftOf(shirt, 'MEN');

  it('is null when nothing changed (spaces around a value are no change)', () => {
    expect(patchOf(saved, { ...saved, name: ' Shirt / T-Shirt ', prices: { ...saved.prices, 'Steam Iron': ' 15+' } })).toBeNull();
  });

  it('sends only what changed, always with the category that picks the row', () => {
    expect(patchOf(saved, { ...saved, prices: { ...saved.prices, 'Dry Clean': '130+' } })).toEqual({
      category: 'MEN',
      prices: { 'Dry Clean': '130+' },
    });
    expect(patchOf(saved, { ...saved, name: 'Shirt', te: 'చొక్కా', category: 'KIDS' })).toEqual({
      category: 'MEN',
      newName: 'Shirt',
      names: { te: 'చొక్కా' },
      moveTo: 'KIDS',
    });
  });

  it('clears a Telugu or Hindi name emptied on purpose', () => {
    expect(patchOf(saved, { ...saved, hi: '  ' })).toEqual({ category: 'MEN', names: { hi: '' } });
  });
});

describe('addBodyOf', () => {
  it('trims every field and keeps "-" for services not offered', () => {
    const draft = {
      ...emptyDraft('HOME'),
      name: ' Cushion Cover ',
      te: ' దిండు కవర్ ',
      prices: { 'Steam Iron': '20', 'Wash Iron': '-', 'Dry Clean': ' 40+ ' },
    };
    expect(addBodyOf(draft)).toEqual({
      category: 'HOME',
      name: 'Cushion Cover',
      names: { te: 'దిండు కవర్', hi: '' },
      prices: { 'Steam Iron': '20', 'Wash Iron': '-', 'Dry Clean': '40+' },
    });
  });
});

describe('categoryOf', () => {
  it('reads a key or a label in any case', () => {
    expect(categoryOf('MEN')).toBe('MEN');
    expect(categoryOf(' kids ')).toBe('KIDS');
    expect(categoryOf('Sofa cleaning')).toBe('SOFA_CLEANING');
    expect(categoryOf('sofa-cleaning')).toBe('SOFA_CLEANING');
    expect(categoryOf('Gents')).toBeNull();
    expect(categoryOf('')).toBeNull();
  });
});

describe('draftFieldOf', () => {
  it('places the server’s field beside the form’s field', () => {
    expect(draftFieldOf('newName')).toBe('name');
    expect(draftFieldOf('name')).toBe('name');
    expect(draftFieldOf('moveTo')).toBe('category');
    expect(draftFieldOf('names.te')).toBe('te');
    expect(draftFieldOf('names.hi')).toBe('hi');
    expect(draftFieldOf('prices.Dry Clean')).toBe('Dry Clean');
    expect(draftFieldOf('prices.Wash and Fold')).toBeNull();
    expect(draftFieldOf(null)).toBeNull();
    expect(draftFieldOf('something')).toBeNull();
  });
});

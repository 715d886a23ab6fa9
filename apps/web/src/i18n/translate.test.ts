import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFormatter, translatorFor } from './translate';

// Messages as the unit tests see them (ICU text, parsed on first use).
const messages = {
  items: '{count, plural, one {# item} other {# items}}',
  total: 'Total {amount, number}',
  pieces: '{count, plural, one {# piece} other {# pieces}}',
};

afterEach(() => vi.restoreAllMocks());

describe('message formatting on a slow phone (the first render of My Orders)', () => {
  it('never asks Intl which locales it supports, and still formats in Indian style', async () => {
    await loadFormatter();
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const t = translatorFor('translate-test-locale', messages, 'en');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('total', { amount: 123456 })).toBe('Total 1,23,456');
    expect(translatorFor('translate-test-locale', messages, 'hi')('items', { count: 3 })).toBe('3 items');
    expect(asked).not.toHaveBeenCalled();
  });

  it('makes one plural rule per language for all its messages', async () => {
    await loadFormatter();
    const made = vi.spyOn(Intl, 'PluralRules');
    const t = translatorFor('translate-test-shared', messages, 'te');
    t('items', { count: 2 });
    t('pieces', { count: 2 });
    t('items', { count: 5 });
    const locales = made.mock.calls.map((args) => String(args[0]));
    expect(locales).toEqual(['te-IN']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import te from './locales/te.json';
import { inItsLanguage } from './invoice-image';

vi.mock('../../../i18n/bundles/te', () => ({ catalogue: { invoice: te } }));

/** The few DOM parts the wait touches (the unit tests run without a DOM): an element and its observer. */
function stubInvoice(lang: string, wanted: string) {
  const observers: (() => void)[] = [];
  vi.stubGlobal('window', { setTimeout, clearTimeout });
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    },
  );
  const node = { lang, dataset: { language: wanted } } as unknown as HTMLElement;
  // React redrawing the invoice in the language it asked for.
  const redraw = (to: string) => {
    node.lang = to;
    for (const notify of observers) notify();
  };
  return { node, redraw };
}

describe('an invoice image in the customer’s language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is taken at once when the invoice already shows its language', async () => {
    const { node } = stubInvoice('te', 'te');
    await expect(inItsLanguage(node)).resolves.toBeUndefined();
  });

  it('waits while an English screen is still fetching the Telugu the invoice asks for', async () => {
    const { node, redraw } = stubInvoice('en', 'te');
    let taken = false;
    const waiting = inItsLanguage(node).then(() => (taken = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(taken).toBe(false);
    redraw('te');
    await waiting;
    expect(taken).toBe(true);
  });

  it('fails rather than send a Telugu customer an English invoice', async () => {
    const { node } = stubInvoice('en', 'te');
    await expect(inItsLanguage(node, 30)).rejects.toThrow(/not in te/);
  });
});

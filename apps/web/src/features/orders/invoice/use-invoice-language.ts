import { useEffect, useReducer } from 'react';
import type { Language } from '@laundry/shared/constants';
import { loadedCatalogue, loadLanguage } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/language';

/**
 * The language an invoice is drawn in (docs/decisions/0066): the one its data asks for (the
 * customer's) once that catalogue and its script's faces are in, the screen's until then. An
 * admin's English screen has not fetched Telugu: it is fetched here, and the invoice redraws in
 * Telugu when it lands. `wanted` is what the invoice will be in, `shown` what it is in now.
 */
export function useInvoiceLanguage(asked: Language | undefined): { wanted: Language; shown: Language } {
  const screen = useLanguage();
  const wanted = asked ?? screen;
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const ready = loadedCatalogue(wanted) !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A failed fetch leaves the invoice in the screen's language; an image of it waits and fails (invoice-image.ts).
    loadLanguage(wanted).then(
      () => live && arrived(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return { wanted, shown: ready ? wanted : screen };
}

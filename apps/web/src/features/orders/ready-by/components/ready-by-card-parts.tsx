import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../../i18n/use-t';
import { readyByText } from '../../../../lib/ready-by-text';
import en from '../locales/en.json';

/**
 * A promise the shop moved, as a line of the card's fields: "Ready by Sat 29 Nov, 9 PM (moved)".
 * Nothing for a promise never moved, so those cards keep their height (the Late badge is their signal).
 */
export function MovedReadyByField({ order }: { order: Pick<Order, 'readyBy' | 'readyByWas'> }) {
  const t = useT('ready-by', en);
  if (order.readyBy === null || order.readyByWas === null) return null;
  return (
    <div className="order-field-wide" data-testid="ready-by-moved">
      <dt>{t('card.readyBy')}</dt>
      <dd>{t('card.moved', { when: readyByText(order.readyBy, t.language) })}</dd>
    </div>
  );
}

/** The More menu's entry that opens the New ready-by time dialog. */
export function NewReadyByMenuItem({ orderNumber, onOpen }: { orderNumber: string; onOpen: () => void }) {
  const t = useT('ready-by', en);
  return (
    <button type="button" className="btn btn-secondary btn-sm" aria-label={t('open.label', { orderNumber })} onClick={onOpen}>
      {t('open')}
    </button>
  );
}

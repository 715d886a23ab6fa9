import { useT } from '../../../i18n/use-t';
import { useOrderMessagesToSend } from '../api/fetch-messages-to-send';
import en from '../locales/en.json';
import { SendOnWhatsapp } from './send-on-whatsapp';
import './order-messages-to-send.css';

/**
 * On an order card: the messages that wait for the shop's tap (no WhatsApp or SMS account could
 * carry them), and one tap to send the oldest. Nothing at all when none wait, so most cards keep
 * their height.
 */
export function OrderMessagesToSend({ orderId }: { orderId: string }) {
  const t = useT('messages', en);
  const waiting = useOrderMessagesToSend(orderId);
  const oldest = waiting[0];
  if (!oldest) return null;
  return (
    <div className="order-to-send">
      <p className="order-to-send__count">{t('card.toSend', { count: waiting.length })}</p>
      <SendOnWhatsapp key={oldest._id} message={oldest} className="order-to-send__button" />
    </div>
  );
}

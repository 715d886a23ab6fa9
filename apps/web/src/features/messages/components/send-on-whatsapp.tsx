import type { Message } from '@laundry/shared/contracts/messages';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useMarkMessageClicked } from '../api/mark-message-clicked';
import en from '../locales/en.json';

/**
 * A to-send message's wa.me link (docs/decisions/0055). It is a real link, so the browser opens
 * WhatsApp from the tap itself (no pop-up blocker stops it), and the same tap tells the server
 * the message went: it becomes sent, and every admin's card drops its line.
 */
export function SendOnWhatsapp({ message, className = '' }: { message: Message; className?: string }) {
  const t = useT('messages', en);
  const clicked = useMarkMessageClicked();
  if (!message.waLink) return null;
  return (
    <>
      <a
        className={`btn btn-whatsapp btn-sm ${className}`.trim()}
        href={message.waLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('send.label', { name: message.customerName || message.phone })}
        onClick={() => clicked.mutate(message._id)}
      >
        {t('send.button')}
      </a>
      {clicked.isError && (
        <p className="field-error message-send-error" role="alert">
          {errorText(clicked.error, t('send.failed'))}
        </p>
      )}
    </>
  );
}

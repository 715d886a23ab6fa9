import { memo } from 'react';
import type { Message } from '@laundry/shared/contracts/messages';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useResendMessage } from '../api/resend-message';
import { canResend, statusChipClass } from '../lib/message-labels';
import en from '../locales/en.json';
import { SendOnWhatsapp } from './send-on-whatsapp';

/** One message: what it said and to whom, how far it got, and what the shop can do about it. */
export const MessageRow = memo(function MessageRow({ message }: { message: Message }) {
  const t = useT('messages', en);
  const resend = useResendMessage();
  const event = t(`event.${message.event}`);
  const name = message.customerName || message.phone;
  const resendable = canResend(message);
  const toSend = message.status === 'to-send' && message.waLink !== '';

  return (
    <li className={`message-row message-row--${message.status}`} data-message-id={message._id}>
      <div className="message-row__head">
        <span className="message-row__event">{event}</span>
        <span className={statusChipClass(message.status)}>{t(`status.${message.status}`)}</span>
        <time className="message-row__time" dateTime={message.createdAt}>
          {formatIstDateTime(message.createdAt, t.language)}
        </time>
      </div>
      <dl className="message-row__facts">
        <div>
          <dt>{t('row.customer')}</dt>
          <dd>{message.customerName || '—'}</dd>
        </div>
        <div>
          <dt>{t('row.order')}</dt>
          <dd className="message-row__order">{message.orderNumber || '—'}</dd>
        </div>
        <div>
          <dt>{t('row.channel')}</dt>
          <dd>{message.channel ? t(`channel.${message.channel}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('row.attempts')}</dt>
          <dd>{message.attempts}</dd>
        </div>
      </dl>
      {message.text && <p className="message-row__text">{message.text}</p>}
      {message.skipReason && (
        <p className="message-row__skip">
          {message.skipReason === 'by-shop' ? t('skip.byShop', { reason: message.skipNote }) : t(`skip.${message.skipReason}`)}
        </p>
      )}
      {message.error && (
        <p className="message-row__note">
          <span className="message-row__note-label">{t('row.note')}</span> {message.error}
        </p>
      )}
      {(toSend || resendable) && (
        <div className="message-row__actions">
          {toSend && <SendOnWhatsapp message={message} />}
          {resendable && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={resend.isPending}
              aria-label={t('row.resendLabel', { event, name })}
              onClick={() => resend.mutate(message._id)}
            >
              {resend.isPending ? t('row.resending') : t('row.resend')}
            </button>
          )}
        </div>
      )}
      {resend.isError && (
        <p className="field-error" role="alert">
          {errorText(resend.error, t('row.resendFailed'))}
        </p>
      )}
    </li>
  );
});

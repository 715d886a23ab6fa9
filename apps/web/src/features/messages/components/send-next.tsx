import { useId, useState, type FormEvent } from 'react';
import type { Message } from '@laundry/shared/contracts/messages';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/ist-format';
import { queueOf, useMessagesToSend } from '../api/fetch-messages-to-send';
import { useMarkMessageClicked } from '../api/mark-message-clicked';
import { useSkipMessage } from '../api/skip-message';
import en from '../locales/en.json';

/**
 * Send next (docs/decisions/0081): the click-to-send queue one message at a time, oldest first.
 * One tap opens WhatsApp with the words written and marks the message sent, and the next one is
 * shown at once; any one can be skipped with a reason. What lost its point the server skips itself.
 */
export function SendNext() {
  const t = useT('messages', en);
  const id = useId();
  const query = useMessagesToSend();
  const queue = queueOf(query.data);
  const current = queue[0];

  return (
    <section className="send-next card" aria-labelledby={`${id}-title`}>
      <div className="message-list__head">
        <div>
          <h2 id={`${id}-title`}>{t('next.title')}</h2>
          <p className="field-hint">{t('next.hint')}</p>
        </div>
        {queue.length > 0 && (
          <p className="send-next__count" role="status">
            {t('card.toSend', { count: queue.length })}
          </p>
        )}
      </div>
      {query.isPending ? (
        <p role="status">{t('list.loading')}</p>
      ) : query.isError ? (
        <div className="form-error" role="alert">
          <p>{t('list.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : current ? (
        <NextMessage key={current._id} message={current} />
      ) : (
        <p className="admin-empty" role="status">
          {t('next.empty')}
        </p>
      )}
    </section>
  );
}

function NextMessage({ message }: { message: Message }) {
  const t = useT('messages', en);
  const id = useId();
  const clicked = useMarkMessageClicked();
  const skip = useSkipMessage();
  const [skipping, setSkipping] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const name = message.customerName || message.phone;

  function onSkip(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    skip.mutate({ id: message._id, reason: reason.trim() });
  }

  return (
    <article className="send-next__message" data-message-id={message._id} aria-label={t('next.current', { name })}>
      <div className="message-row__head">
        <span className="message-row__event">{t(`event.${message.event}`)}</span>
        <span className="message-row__order">{message.orderNumber}</span>
        <time className="message-row__time" dateTime={message.createdAt}>
          {formatIstDateTime(message.createdAt, t.language)}
        </time>
      </div>
      <p className="send-next__to">
        {name} · {message.phone}
      </p>
      <p className="message-row__text">{message.text}</p>
      <div className="send-next__actions">
        <a
          className="btn btn-whatsapp"
          href={message.waLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('next.sendLabel', { name })}
          onClick={() => clicked.mutate(message._id)}
        >
          {t('next.send')}
        </a>
        {!skipping && (
          <button type="button" className="btn btn-secondary" onClick={() => setSkipping(true)}>
            {t('next.skip')}
          </button>
        )}
      </div>
      {skipping && (
        <form className="send-next__skip" onSubmit={onSkip} noValidate>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('skip.reason')}</label>
            <input
              id={`${id}-reason`}
              type="text"
              maxLength={200}
              value={reason}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              placeholder={t('skip.placeholder')}
              onChange={(e) => {
                setReason(e.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id={`${id}-missing`} className="field-error">
                {t('skip.required')}
              </p>
            )}
          </div>
          <div className="send-next__actions">
            <button type="submit" className="btn btn-primary btn-sm" disabled={skip.isPending}>
              {skip.isPending ? t('skip.saving') : t('skip.confirm')}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setSkipping(false)}>
              {t('skip.cancel')}
            </button>
          </div>
        </form>
      )}
      {(clicked.isError || skip.isError) && (
        <p className="field-error" role="alert">
          {clicked.isError ? errorText(clicked.error, t('send.failed')) : errorText(skip.error, t('skip.failed'))}
        </p>
      )}
    </article>
  );
}

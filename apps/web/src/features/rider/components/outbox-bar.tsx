import type { QueueFailure } from '../lib/offline-queue';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

/**
 * What the phone still holds ("3 waiting to send") and whether it is offline; an action the
 * server refused for good shows its message until the rider dismisses it.
 */
export function OutboxBar({
  count,
  online,
  failures,
  onDismiss,
}: {
  count: number;
  online: boolean;
  failures: readonly QueueFailure[];
  onDismiss: (key: string) => void;
}) {
  const t = useT('rider', en);
  return (
    <div className="rider-outbox">
      <p className={`rider-outbox__status${count > 0 ? ' is-waiting' : ''}${online ? '' : ' is-offline'}`} role="status" data-testid="rider-outbox">
        {!online && <span className="rider-outbox__offline">{t('outbox.offline')}</span>}
        {!online && ' '}
        {count > 0 ? t('outbox.waiting', { count }) : t('outbox.allSent')}
      </p>
      {failures.length > 0 && (
        <ul className="rider-outbox__failures" role="alert">
          {failures.map((failure) => (
            <li key={failure.key}>
              <span>{t('outbox.failed', { orderNumber: failure.orderNumber, message: failure.message })}</span>
              <button type="button" className="rider-outbox__dismiss" aria-label={t('outbox.dismiss')} onClick={() => onDismiss(failure.key)}>
                <span aria-hidden="true">{CLOSE_MARK}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

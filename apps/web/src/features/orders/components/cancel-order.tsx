import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import en from '../locales/en.json';

/** Cancelling needs a second, explicit yes: a slip of the thumb must not lose a booked pickup. */
export function CancelOrder({ id, orderNumber }: { id: string; orderNumber: string }) {
  const t = useT('orders', en);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();

  if (!confirming) {
    return (
      <button type="button" className="btn btn-danger-outline btn-sm" onClick={() => setConfirming(true)}>
        {t('cancel.open')}
      </button>
    );
  }
  return (
    <div className="cancel-confirm" role="group" aria-label={t('cancel.label', { orderNumber })}>
      <p>{t('cancel.question')}</p>
      {cancel.isError && (
        <p className="field-error" role="alert">
          {errorText(cancel.error, t('cancel.failed'))}
        </p>
      )}
      <div className="cancel-confirm__actions">
        <button type="button" className="btn btn-danger btn-sm" disabled={cancel.isPending} onClick={() => cancel.mutate(id)} autoFocus>
          {cancel.isPending ? t('cancel.cancelling') : t('cancel.yes')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={cancel.isPending}
          onClick={() => {
            cancel.reset();
            setConfirming(false);
          }}
        >
          {t('cancel.keep')}
        </button>
      </div>
    </div>
  );
}

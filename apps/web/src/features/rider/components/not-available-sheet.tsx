import { useId, useState } from 'react';
import type { RiderStop } from '@laundry/shared/contracts/rider';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { Sheet } from './sheet';

const QUICK_REASONS = ['notAvailable.quick.locked', 'notAvailable.quick.noAnswer', 'notAvailable.quick.later'] as const;

/** "Customer not available": the reason goes to the shop, and the stop moves to the next window. */
export function NotAvailableSheet({ stop, onClose, onDone }: { stop: RiderStop; onClose: () => void; onDone: (reason: string) => void }) {
  const t = useT('rider', en);
  const ids = { reason: useId(), error: useId() };
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const invalid = tried && !reason.trim();

  return (
    <Sheet
      title={t('notAvailable.title', { name: stop.customerName })}
      closeLabel={t('sheet.close')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (reason.trim()) onDone(reason.trim());
      }}
    >
      <p className="rider-sheet__lead">{t('notAvailable.lead')}</p>
      <div className="rider-quick">
        {QUICK_REASONS.map((key) => (
          <button key={key} type="button" className="btn btn-secondary btn-sm" onClick={() => setReason(t(key))}>
            {t(key)}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={ids.reason}>{t('notAvailable.reason')}</label>
        <textarea
          id={ids.reason}
          rows={2}
          maxLength={300}
          value={reason}
          aria-invalid={invalid}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {invalid && (
          <p id={ids.error} className="field-error" role="alert">
            {t('notAvailable.reasonRequired')}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-block rider-sheet__submit">
        {t('notAvailable.save')}
      </button>
    </Sheet>
  );
}

import { useId, useState } from 'react';
import type { RiderStop } from '@laundry/shared/contracts/rider';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { Sheet } from './sheet';

const METHODS = ['cash', 'upi'] as const;

export interface DeliveredDraft {
  amount: number;
  method: 'cash' | 'upi';
  reference: string;
}

/** Rupees with at most two decimals, 0 or more. */
export function amountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * "Delivered": what was collected at the door (prefilled with what is due) and how. A paid order
 * has nothing to collect, so the sheet asks nothing and sends 0.
 */
export function DeliverSheet({ stop, onClose, onDone }: { stop: RiderStop; onClose: () => void; onDone: (draft: DeliveredDraft) => void }) {
  const t = useT('rider', en);
  const ids = { amount: useId(), reference: useId(), error: useId() };
  const [amount, setAmount] = useState(String(stop.amountToCollect));
  const [method, setMethod] = useState<'cash' | 'upi'>('cash');
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const due = stop.amountToCollect > 0;
  const value = due ? amountOf(amount) : 0;
  const invalid = tried && value === null;

  return (
    <Sheet
      title={t('deliver.title', { name: stop.customerName })}
      closeLabel={t('sheet.close')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (value === null) return;
        onDone({ amount: value, method, reference: due && method === 'upi' ? reference.trim() : '' });
      }}
    >
      <p className="rider-sheet__lead">{due ? t('deliver.due', { amount: formatInr(stop.amountToCollect, t.language) }) : t('deliver.nothingDue')}</p>
      {due && (
        <>
          <div className="field">
            <label htmlFor={ids.amount}>{t('deliver.amount')}</label>
            <input
              id={ids.amount}
              inputMode="decimal"
              value={amount}
              aria-invalid={invalid}
              aria-describedby={invalid ? ids.error : undefined}
              onChange={(e) => setAmount(e.target.value)}
            />
            {invalid && (
              <p id={ids.error} className="field-error" role="alert">
                {t('deliver.amountInvalid')}
              </p>
            )}
          </div>
          <fieldset className="rider-choice">
            <legend>{t('deliver.method')}</legend>
            {METHODS.map((m) => (
              <label key={m} className="rider-choice__option">
                <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} />
                {t(`deliver.method.${m}`)}
              </label>
            ))}
          </fieldset>
          {method === 'upi' && (
            <div className="field">
              <label htmlFor={ids.reference}>
                {t('deliver.reference')} <span className="field-optional">{t('common.optional')}</span>
              </label>
              <input id={ids.reference} value={reference} maxLength={60} onChange={(e) => setReference(e.target.value)} />
            </div>
          )}
        </>
      )}
      <button type="submit" className="btn btn-block rider-sheet__submit">
        {t('deliver.save')}
      </button>
    </Sheet>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PaymentEntry } from '@laundry/shared/contracts/payments';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { formatIstDateTime } from '../../../../lib/ist-format';
import { ReceiptButton } from '../../receipt/components/receipt-list';
import { issuesReceipt } from '@laundry/shared/rules/ledger';
import { useReversePayment } from '../api/reverse-payment';
import { RefundForm, refundableOf } from './refund-form';
import en from '../locales/en.json';

const MIN_REASON = 3;

/** The reason is asked before a reversal is sent: the ledger keeps it beside the correction. */
function ReverseForm({ order, entry, onDone }: { order: Order; entry: PaymentEntry; onDone: () => void }) {
  const t = useT('payment-desk', en);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const reverse = useReversePayment();
  const amount = formatInr(entry.amount, t.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      setError(t('ledger.reason.short'));
      return;
    }
    reverse.mutate(
      { orderId: order._id, paymentId: entry._id, reason: reason.trim() },
      { onSuccess: onDone, onError: (err) => setError(errorText(err, t('ledger.reverse.failed'))) },
    );
  };

  return (
    <form className="payment-reverse-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={reasonId}>{t('ledger.reason')}</label>
        <input id={reasonId} value={reason} maxLength={200} autoComplete="off" onChange={(e) => setReason(e.target.value)} />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="payment-reverse-buttons">
        <button type="submit" className="btn btn-danger btn-sm" disabled={reverse.isPending}>
          {t('ledger.reverse.confirm', { amount })}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone} disabled={reverse.isPending}>
          {t('record.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Every entry of the order's ledger, a correction beneath what it reverses in time order. */
export function PaymentLedger({ order }: { order: Order }) {
  const t = useT('payment-desk', en);
  const [reversing, setReversing] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<string | null>(null);
  if (order.payments.length === 0) return null;
  // A cancelled order that was paid owes the money back: its ledger opens with the refund offered.
  const owesBack = order.status === 'Cancelled' && order.paid > 0;
  const reversed = new Set(order.payments.map((p) => p.correctsId).filter((id): id is string => id !== null));
  return (
    <details className="payment-ledger" open={owesBack || undefined}>
      <summary>{t('ledger.title', { count: order.payments.length })}</summary>
      <ul>
        {order.payments.map((entry) => {
          const method = t(`method.${entry.method}`);
          const amount = formatInr(entry.amount, t.language);
          // A claim's entries are the claim's settlement (docs/decisions/0057), made once: not reversed here.
          const canReverse = entry.source !== 'correction' && entry.source !== 'claim' && entry.source !== 'refund' && !reversed.has(entry._id);
          const canRefund = issuesReceipt(entry) && !reversed.has(entry._id) && refundableOf(order, entry) > 0;
          return (
            <li key={entry._id} className={entry.amount < 0 ? 'payment-entry payment-entry--correction' : 'payment-entry'}>
              <div className="payment-entry-line">
                <span>
                  <strong>{amount}</strong> {method}
                  {entry.reference && <span className="payment-entry-ref"> · {entry.reference}</span>}
                </span>
                {reversed.has(entry._id) && <span className="badge badge--muted">{t('ledger.reversed')}</span>}
                <ReceiptButton orderId={order._id} entry={entry} />
                {canRefund && refunding !== entry._id && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    data-ledger-action="refund"
                    aria-label={t('refund.label', { method, amount })}
                    onClick={() => setRefunding(entry._id)}
                  >
                    {t('refund.button')}
                  </button>
                )}
                {canReverse && reversing !== entry._id && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    data-ledger-action="reverse"
                    aria-label={t('ledger.reverse.label', { method, amount })}
                    onClick={() => setReversing(entry._id)}
                  >
                    {t('ledger.reverse')}
                  </button>
                )}
              </div>
              {entry.note && (
                <p className="payment-entry-note">{t(entry.source === 'refund' ? 'refund.note' : 'ledger.correction', { reason: entry.note })}</p>
              )}
              <p className="payment-entry-by">
                {t('ledger.by', { name: entry.recordedByName, time: formatIstDateTime(entry.createdAt, t.language) })}
              </p>
              {reversing === entry._id && <ReverseForm order={order} entry={entry} onDone={() => setReversing(null)} />}
              {refunding === entry._id && <RefundForm order={order} entry={entry} onDone={() => setRefunding(null)} />}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

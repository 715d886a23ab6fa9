import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PaymentEntry } from '@laundry/shared/contracts/payments';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise, toPaise } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import en from '../locales/en.json';

const MIN_REASON = 3;

/** What is left to give back of an entry (rupees): its amount less the refunds of it. */
export function refundableOf(order: Order, entry: PaymentEntry): number {
  const refunded = order.payments.filter((p) => p.refundsId === entry._id).reduce((sum, p) => sum - toPaise(p.amount), 0);
  return fromPaise(Math.max(0, toPaise(entry.amount) - refunded));
}

/** How much and why; a gateway payment goes back the way it came (docs/decisions/0085). */
export function RefundForm({ order, entry, onDone }: { order: Order; entry: PaymentEntry; onDone: () => void }) {
  const t = useT('payment-desk', en);
  const amountId = useId();
  const reasonId = useId();
  const most = refundableOf(order, entry);
  const [amount, setAmount] = useState(String(most));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const refund = useRefundPayment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    if (paymentAmountPaise(rupees) === null) return setError(t('record.badAmount'));
    if (rupees > most) return setError(t('refund.tooLarge', { amount: formatInr(most, t.language) }));
    if (reason.trim().length < MIN_REASON) return setError(t('refund.reason.short'));
    setError('');
    refund.mutate(
      { orderId: order._id, body: { paymentId: entry._id, amount: rupees, reason: reason.trim() } },
      { onSuccess: onDone, onError: (err) => setError(errorText(err, t('refund.failed'))) },
    );
  };

  return (
    <form className="payment-reverse-form" onSubmit={submit} noValidate data-testid="refund-form">
      <div className="field">
        <label htmlFor={amountId}>{t('refund.amount', { amount: formatInr(most, t.language) })}</label>
        <input id={amountId} inputMode="decimal" value={amount} autoComplete="off" onChange={(e) => setAmount(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={reasonId}>{t('refund.reason')}</label>
        <input id={reasonId} value={reason} maxLength={200} autoComplete="off" onChange={(e) => setReason(e.target.value)} />
      </div>
      {entry.source === 'gateway' && <p className="field-hint">{t('refund.gatewayHint')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="payment-reverse-buttons">
        <button type="submit" className="btn btn-danger btn-sm" disabled={refund.isPending}>
          {t('refund.confirm', { amount: formatInr(Number(amount) || 0, t.language) })}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone} disabled={refund.isPending}>
          {t('record.cancel')}
        </button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useDecideReport } from '../api/decide-report';
import en from '../locales/en.json';
import { PaymentLedger } from './payment-ledger';
import { RecordPaymentDialog } from './record-payment-dialog';
import './payment-desk.css';

/**
 * The money side of an order on the admin's card (docs/decisions/0046): Paid / Due with the
 * status chip, a customer's reported UPI payment to confirm or reject with one click, Record
 * payment, and the ledger with its corrections. Nothing for an order not priced yet.
 */
export function PaymentDesk({ order }: { order: Order }) {
  const t = useT('payment-desk', en);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState('');
  const decide = useDecideReport();
  if (order.pricedAt === null && order.payments.length === 0) return null;
  const money = (rupees: number) => formatInr(rupees, t.language);
  const report = order.paymentReport?.status === 'pending' ? order.paymentReport : null;
  const overpaid = order.status === 'Cancelled' ? order.paid : Math.max(0, order.paid - order.total);

  const onDecide = (reportId: string, decision: 'confirm' | 'reject') => {
    setError('');
    decide.mutate({ reportId, decision }, { onError: (err) => setError(errorText(err, t('report.failed'))) });
  };

  return (
    <section className="payment-desk" aria-label={t('desk.label', { orderNumber: order.orderNumber })}>
      <div className="payment-desk-figures">
        <span className={`badge payment-chip payment-chip--${order.paymentStatus}`} data-testid="payment-status">
          {t(`status.${order.paymentStatus}`)}
        </span>
        <span data-testid="payment-paid">{t('desk.paid', { amount: money(order.paid) })}</span>
        <strong data-testid="payment-due">{t('desk.due', { amount: money(order.due) })}</strong>
        {overpaid > 0 && <span className="payment-desk-credit">{t('desk.credit', { amount: money(overpaid) })}</span>}
      </div>
      {report && (
        <div className="payment-report-pending" data-testid="payment-report">
          <p>{t('report.pending', { amount: money(report.amount), reference: report.reference })}</p>
          <div className="payment-report-buttons">
            <button type="button" className="btn btn-sm" disabled={decide.isPending} onClick={() => onDecide(report._id, 'confirm')}>
              {t('report.confirm')}
            </button>
            <button
              type="button"
              className="btn btn-danger-outline btn-sm"
              disabled={decide.isPending}
              onClick={() => onDecide(report._id, 'reject')}
            >
              {t('report.reject')}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {order.due > 0 && (
        <button type="button" className="btn btn-accent btn-sm payment-desk-record" onClick={() => setRecording(true)}>
          {t('desk.record')}
        </button>
      )}
      <PaymentLedger order={order} />
      {recording && <RecordPaymentDialog order={order} onClose={() => setRecording(false)} />}
    </section>
  );
}

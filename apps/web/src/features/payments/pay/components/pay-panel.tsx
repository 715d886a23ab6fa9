import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { paymentReportBody } from '@laundry/shared/contracts/payments';
import { formatInr, toPaise } from '@laundry/shared/rules/money';
import { upiPayLink } from '@laundry/shared/rules/upi-link';
import { UpiQr } from '../../../orders/invoice/upi-qr';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useShopSettings } from '../../../../lib/shop-settings';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { ReceiptList } from '../../receipt/components/receipt-list';
import { CreditPay } from '../../wallet/components/credit-pay';
import { useReportPayment } from '../api/report-payment';
import { OnlinePayButton, OnlineReturn } from './online-pay';
import en from '../locales/en.json';
import './pay-panel.css';

/** A phone opens the UPI app from a link; a laptop shows the same link as a QR for the phone to scan. */
const PHONE = '(pointer: coarse), (max-width: 640px)';

function ReportForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const t = useT('pay', en);
  const inputId = useId();
  const hintId = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const report = useReportPayment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API's own rule, so a reference it would refuse is named here without a round trip.
    const body = paymentReportBody.safeParse({ reference });
    if (!body.success) {
      setError(t('pay.referenceInvalid'));
      return;
    }
    setError('');
    report.mutate(
      { orderId: order._id, body: { reference: body.data.reference } },
      { onSuccess: onDone, onError: (err) => setError(errorText(err, t('pay.failed'))) },
    );
  };

  return (
    <form className="pay-report-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>{t('pay.reference')}</label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          value={reference}
          aria-describedby={hintId}
          aria-invalid={error !== ''}
          onChange={(e) => setReference(e.target.value)}
        />
        <span id={hintId} className="field-hint">
          {t('pay.referenceHint')}
        </span>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="pay-buttons">
        <button type="submit" className="btn btn-sm" disabled={report.isPending}>
          {report.isPending ? t('pay.sending') : t('pay.send')}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone} disabled={report.isPending}>
          {t('pay.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Pay ₹X: a upi://pay link on a phone, its QR on a laptop, then "I have paid" with the UTR. */
function PayActions({ order }: { order: Order }) {
  const t = useT('pay', en);
  const phone = useMediaQuery(PHONE);
  const shop = useShopSettings();
  const [showQr, setShowQr] = useState(false);
  const [reporting, setReporting] = useState(false);
  const qrId = useId();
  const amount = formatInr(order.due, t.language);
  // No UPI ID set: no Pay button, no QR; the customer pays cash on delivery (docs/decisions/0083).
  const link = shop.data?.upiId
    ? upiPayLink({
        upiId: shop.data.upiId,
        payee: shop.data.upiName || shop.data.name,
        amount: toPaise(order.due),
        invoiceNumber: order.invoiceNumber,
        orderNumber: order.orderNumber,
      })
    : null;

  if (shop.data && !shop.data.upiId) {
    return (
      <p className="pay-cash" data-testid="pay-cash">
        {t('pay.cashOnly', { amount })}
      </p>
    );
  }

  return (
    <div className="pay-actions">
      <div className="pay-buttons">
        {phone && link ? (
          <a className="btn btn-accent pay-button" href={link} data-testid="pay-link">
            {t('pay.button', { amount })}
          </a>
        ) : (
          <button
            type="button"
            className="btn btn-accent pay-button"
            disabled={!link}
            aria-expanded={showQr}
            aria-controls={qrId}
            onClick={() => setShowQr((v) => !v)}
          >
            {showQr ? t('pay.hide') : t('pay.button', { amount })}
          </button>
        )}
        <OnlinePayButton order={order} />
        {!reporting && (
          <button type="button" className="btn btn-secondary" onClick={() => setReporting(true)}>
            {t('pay.havePaid')}
          </button>
        )}
      </div>
      {phone && link && <p className="field-hint">{t('pay.phoneHint')}</p>}
      {!phone && link && shop.data && (
        <div id={qrId} className="pay-qr" hidden={!showQr}>
          {showQr && <UpiQr url={link} label={t('pay.qr', { amount, payee: shop.data.upiName })} />}
          <div>
            <p>{t('pay.scan', { amount })}</p>
            <p className="pay-upi-id">{t('pay.upiId', { upiId: shop.data.upiId })}</p>
          </div>
        </div>
      )}
      {reporting && <ReportForm order={order} onDone={() => setReporting(false)} />}
    </div>
  );
}

/** The customer's side of an order's payment (docs/decisions/0046); nothing before it is priced. */
export function PayPanel({ order }: { order: Order }) {
  const t = useT('pay', en);
  if (order.pricedAt === null) return null;
  const money = (rupees: number) => formatInr(rupees, t.language);
  const report = order.paymentReport;
  const canPay = order.due > 0 && order.status !== 'Cancelled';
  return (
    <section className="pay-panel" aria-label={t('pay.label', { orderNumber: order.orderNumber })} data-testid="pay-panel">
      <div className="pay-figures">
        <span className={`badge pay-chip pay-chip--${order.paymentStatus}`} data-testid="pay-status">
          {t(`status.${order.paymentStatus}`)}
        </span>
        <span>{t('pay.paid', { amount: money(order.paid) })}</span>
        {order.due > 0 && <strong>{t('pay.due', { amount: money(order.due) })}</strong>}
      </div>
      <OnlineReturn order={order} />
      {report?.status === 'pending' ? (
        <div className="pay-reported" role="status">
          <p data-testid="pay-reported">{t('pay.reported')}</p>
          <p className="field-hint">{t('pay.reportedDetail', { amount: money(report.amount), reference: report.reference })}</p>
        </div>
      ) : (
        canPay && (
          <>
            {report?.status === 'rejected' && (
              <p className="form-error" data-testid="pay-rejected">
                {report.reason
                  ? t('pay.rejectedReason', { reference: report.reference, reason: report.reason })
                  : t('pay.rejected', { reference: report.reference })}
              </p>
            )}
            <PayActions order={order} />
            <CreditPay order={order} />
          </>
        )
      )}
      <ReceiptList orderId={order._id} payments={order.payments} />
    </section>
  );
}

import { useId, useState } from 'react';
import type { PaymentMethod } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import type { PaymentEntry } from '@laundry/shared/contracts/payments';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr } from '@laundry/shared/rules/money';
import { ModalDialog } from '../../../../components/modal-dialog';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { ReceiptDialog } from '../../receipt/components/receipt-dialog';
import { useRecordPayment } from '../api/record-payment';
import en from '../locales/en.json';
import '../../../../styles/modal-dialog.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';
/** The counter's two, one tap each, then the question before anything is recorded. */
const QUICK: readonly PaymentMethod[] = ['cash', 'upi'];
const OTHER: readonly PaymentMethod[] = ['card', 'netbanking', 'credit'];

/** "1,250", "₹ 450.50": what people type, read as rupees. */
function rupeesOf(text: string): number {
  const plain = text.replace(/[₹,\s]/g, '');
  return plain === '' ? NaN : Number(plain);
}

type Step =
  | { kind: 'enter' }
  | { kind: 'confirm'; method: PaymentMethod; amount: number }
  | { kind: 'done'; method: PaymentMethod; amount: number; receipt: PaymentEntry | null };

/**
 * Record payment (docs/decisions/0073): the amount comes filled with the due and can be changed;
 * a tap on the method asks "Record ₹612 by UPI for SL-…?" before anything is written, and once
 * written the dialog says so, with the receipt's number and who it goes to.
 */
export function RecordPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT('payment-desk', en);
  const titleId = useId();
  const amountId = useId();
  const referenceId = useId();
  const [amount, setAmount] = useState(() => String(order.due));
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const [receiptOpen, setReceiptOpen] = useState(false);
  const record = useRecordPayment();
  const saving = record.isPending;

  const close = () => {
    if (!saving) onClose();
  };

  const ask = (method: PaymentMethod) => {
    const value = rupeesOf(amount);
    if (paymentAmountPaise(value) === null) {
      setError(t('record.badAmount'));
      return;
    }
    setError('');
    setStep({ kind: 'confirm', method, amount: value });
  };

  const submit = async (method: PaymentMethod, value: number) => {
    setError('');
    const before = new Set(order.payments.map((p) => p._id));
    try {
      const after = await record.mutateAsync({ orderId: order._id, body: { method, amount: value, reference: reference.trim() || undefined } });
      const entry = after.payments.find((p) => !before.has(p._id) && p.receiptNumber !== null) ?? null;
      setStep({ kind: 'done', method, amount: value, receipt: entry });
    } catch (err) {
      setError(errorText(err, t('record.failed')));
    }
  };

  const methodButton = (method: PaymentMethod, big: boolean) => (
    <button key={method} type="button" className={big ? 'btn btn-lg payment-method-quick' : 'btn btn-secondary btn-sm'} onClick={() => ask(method)}>
      {t(`method.${method}`)}
    </button>
  );
  const money = (rupees: number) => formatInr(rupees, t.language);

  return (
    <ModalDialog className="modal-dialog record-payment-dialog" labelledBy={titleId} onClose={onClose} busy={saving}>
      <div className="modal-dialog__body">
        <header className="modal-dialog__head">
          <div>
            <h2 id={titleId}>{t('record.title')}</h2>
            <p>{t('record.order', { orderNumber: order.orderNumber, amount: money(order.due) })}</p>
          </div>
          <button type="button" className="modal-dialog__close" aria-label={t('record.close')} onClick={close} disabled={saving}>
            {CLOSE_MARK}
          </button>
        </header>
        {step.kind === 'enter' && (
          <>
            <div className="field">
              <label htmlFor={amountId}>{t('record.amount')}</label>
              <input
                id={amountId}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                aria-invalid={error === t('record.badAmount')}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setError('');
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={referenceId}>
                {t('record.reference')} <span className="field-optional">{t('record.optional')}</span>
              </label>
              <input id={referenceId} autoComplete="off" maxLength={40} value={reference} onChange={(e) => setReference(e.target.value)} />
            </div>
            <div className="record-payment-quick" role="group" aria-label={t('record.quick')}>
              {QUICK.map((m) => methodButton(m, true))}
            </div>
            <div className="record-payment-other" role="group" aria-label={t('record.other')}>
              {OTHER.map((m) => methodButton(m, false))}
            </div>
          </>
        )}
        {step.kind === 'confirm' && (
          <div className="record-payment-confirm">
            <p className="record-payment-question" data-testid="record-question">
              {t('record.question', { amount: money(step.amount), method: t(`method.${step.method}`), orderNumber: order.orderNumber })}
            </p>
            {step.amount > order.due && <p className="field-hint">{t('record.overDue', { amount: money(step.amount - order.due) })}</p>}
            <div className="record-payment-buttons">
              <button type="button" className="btn" disabled={saving} onClick={() => void submit(step.method, step.amount)}>
                {saving ? t('record.saving') : t('record.confirm', { amount: money(step.amount) })}
              </button>
              <button type="button" className="btn btn-secondary" disabled={saving} onClick={() => setStep({ kind: 'enter' })}>
                {t('record.back')}
              </button>
            </div>
          </div>
        )}
        {step.kind === 'done' && (
          <div className="record-payment-done">
            <p role="status" data-testid="record-done">
              {step.receipt?.receiptNumber
                ? t('record.done', { amount: money(step.amount), receipt: step.receipt.receiptNumber, name: order.userId.name, phone: order.phone })
                : t('record.doneNoReceipt', { amount: money(step.amount) })}
            </p>
            <div className="record-payment-buttons">
              {step.receipt && (
                <button type="button" className="btn btn-secondary" onClick={() => setReceiptOpen(true)}>
                  {t('record.openReceipt')}
                </button>
              )}
              <button type="button" className="btn" onClick={onClose}>
                {t('record.finish')}
              </button>
            </div>
            {receiptOpen && step.receipt && <ReceiptDialog orderId={order._id} paymentId={step.receipt._id} onClose={() => setReceiptOpen(false)} />}
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {step.kind === 'enter' && (
          <button type="button" className="btn btn-secondary btn-sm record-payment-cancel" onClick={close}>
            {t('record.cancel')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}

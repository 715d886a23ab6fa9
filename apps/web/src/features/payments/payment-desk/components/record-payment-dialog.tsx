import { useId, useState } from 'react';
import type { PaymentMethod } from '@laundry/shared/constants';
import type { Order } from '@laundry/shared/contracts/orders';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr } from '@laundry/shared/rules/money';
import { ModalDialog } from '../../../../components/modal-dialog';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useRecordPayment } from '../api/record-payment';
import en from '../locales/en.json';
import '../../../../styles/modal-dialog.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';
/** The counter's two: one tap each records the amount shown (the due, unless changed). */
const QUICK: readonly PaymentMethod[] = ['cash', 'upi'];
const OTHER: readonly PaymentMethod[] = ['card', 'netbanking', 'credit'];

/** "1,250", "₹ 450.50": what people type, read as rupees. */
function rupeesOf(text: string): number {
  const plain = text.replace(/[₹,\s]/g, '');
  return plain === '' ? NaN : Number(plain);
}

/**
 * Record payment: the amount comes filled with the due, so at the counter Cash or UPI is the
 * second and last tap. The other methods, a reference and another amount are there when needed.
 */
export function RecordPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT('payment-desk', en);
  const titleId = useId();
  const amountId = useId();
  const referenceId = useId();
  const [amount, setAmount] = useState(() => String(order.due));
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const record = useRecordPayment();
  const saving = record.isPending;

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async (method: PaymentMethod) => {
    const value = rupeesOf(amount);
    if (paymentAmountPaise(value) === null) {
      setError(t('record.badAmount'));
      return;
    }
    setError('');
    try {
      await record.mutateAsync({ orderId: order._id, body: { method, amount: value, reference: reference.trim() || undefined } });
      onClose();
    } catch (err) {
      setError(errorText(err, t('record.failed')));
    }
  };

  const methodButton = (method: PaymentMethod, big: boolean) => (
    <button
      key={method}
      type="button"
      className={big ? 'btn btn-lg payment-method-quick' : 'btn btn-secondary btn-sm'}
      disabled={saving}
      onClick={() => void submit(method)}
    >
      {t(`method.${method}`)}
    </button>
  );

  return (
    <ModalDialog className="modal-dialog record-payment-dialog" labelledBy={titleId} onClose={onClose} busy={saving}>
      <div className="modal-dialog__body">
        <header className="modal-dialog__head">
          <div>
            <h2 id={titleId}>{t('record.title')}</h2>
            <p>{t('record.order', { orderNumber: order.orderNumber, amount: formatInr(order.due, t.language) })}</p>
          </div>
          <button type="button" className="modal-dialog__close" aria-label={t('record.close')} onClick={close} disabled={saving}>
            {CLOSE_MARK}
          </button>
        </header>
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
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {saving && <p role="status">{t('record.saving')}</p>}
        <button type="button" className="btn btn-secondary btn-sm record-payment-cancel" onClick={close} disabled={saving}>
          {t('record.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}

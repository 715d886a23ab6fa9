import { useState } from 'react';
import type { PaymentEntry } from '@laundry/shared/contracts/payments';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';
import { ReceiptDialog } from './receipt-dialog';

/** A button that opens one entry's receipt; nothing for an entry without one. */
export function ReceiptButton({ orderId, entry }: { orderId: string; entry: PaymentEntry }) {
  const t = useT('receipt', en);
  const [open, setOpen] = useState(false);
  if (!entry.receiptNumber) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm receipt-open"
        aria-label={t('open.label', { number: entry.receiptNumber })}
        onClick={() => setOpen(true)}
      >
        {t('open.button', { number: entry.receiptNumber })}
      </button>
      {open && <ReceiptDialog orderId={orderId} paymentId={entry._id} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The customer's receipts on an order, newest last as they were paid. */
export function ReceiptList({ orderId, payments }: { orderId: string; payments: readonly PaymentEntry[] }) {
  const t = useT('receipt', en);
  const reversed = new Set(payments.map((p) => p.correctsId).filter((id): id is string => id !== null));
  const withReceipt = payments.filter((p) => p.receiptNumber);
  if (withReceipt.length === 0) return null;
  return (
    <div className="receipt-list">
      <h4 className="receipt-list__title">{t('list.title')}</h4>
      <ul>
        {withReceipt.map((p) => (
          <li key={p._id}>
            <ReceiptButton orderId={orderId} entry={p} />
            <span className="receipt-list__amount">{formatInr(p.amount, t.language)}</span>
            {reversed.has(p._id) && <span className="badge badge--muted">{t('receipt.reversed')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

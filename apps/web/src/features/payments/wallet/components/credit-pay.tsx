import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr, fromPaise, toPaise } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { ApiError, errorText } from '../../../../lib/api-client';
import { useWallet } from '../api/fetch-wallet';
import { usePayFromCredit } from '../api/pay-from-credit';
import en from '../locales/en.json';
import './wallet.css';

/** "Use store credit" on a bill with something due, when the customer has credit; the amount defaults to what it can cover. */
export function CreditPay({ order }: { order: Order }) {
  const t = useT('wallet', en);
  const wallet = useWallet();
  const pay = usePayFromCredit();
  const inputId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const credit = wallet.data?.credit ?? 0;
  const most = fromPaise(Math.min(toPaise(credit), toPaise(order.due)));
  const money = (rupees: number) => formatInr(rupees, t.language);

  if (!open) {
    return (
      <div aria-live="polite">
        {done !== null && <p className="form-success">{t('wallet.done', { amount: money(done) })}</p>}
        {credit > 0 && order.due > 0 && (
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="use-credit"
            onClick={() => {
              setAmount(String(most));
              setError('');
              setDone(null);
              setOpen(true);
            }}
          >
            {t('wallet.use')} · {money(credit)}
          </button>
        )}
      </div>
    );
  }

  const rupees = Number(amount);
  const paise = amount.trim() === '' ? null : paymentAmountPaise(rupees);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API refuses the same; saying so here spares a round trip.
    if (paise === null || paise > toPaise(most)) {
      setError(t('wallet.invalid', { amount: money(most) }));
      return;
    }
    setError('');
    pay.mutate(
      { orderId: order._id, amount: rupees },
      {
        onSuccess: () => {
          setDone(rupees);
          setOpen(false);
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.code === 'insufficient_credit' ? t('wallet.notEnough') : errorText(err, t('wallet.failed'))),
      },
    );
  };

  return (
    <form className="wallet-form" onSubmit={submit} noValidate data-testid="credit-form">
      <div className="field">
        <label htmlFor={inputId}>{t('wallet.amount')}</label>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-describedby={hintId}
          aria-invalid={error !== ''}
          onChange={(e) => setAmount(e.target.value)}
        />
        <span id={hintId} className="field-hint">
          {t('wallet.amountHint', { amount: money(most) })}
        </span>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="pay-buttons">
        <button type="submit" className="btn btn-sm" disabled={pay.isPending}>
          {pay.isPending ? t('wallet.using') : t('wallet.confirm', { amount: paise === null ? money(0) : money(fromPaise(paise)) })}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(false)} disabled={pay.isPending}>
          {t('wallet.cancel')}
        </button>
      </div>
    </form>
  );
}

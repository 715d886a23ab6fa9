import { useState, type FormEvent } from 'react';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorText } from '../../../lib/api-client';
import { findCustomer } from '../api/find-customer';
import { sendResetCode } from '../api/send-reset-code';
import type { AdminT } from '../lib/labels';
import en from '../locales/en.json';
import './customer-help.css';

type State =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'found'; customer: PublicUser }
  | { step: 'sent'; customer: PublicUser; message: string }
  | { step: 'failed'; message: string; customer?: PublicUser };

/** The server's words in English; in Telugu or Hindi the catalogue's (no account: this screen's own line). */
function failure(t: AdminT, error: unknown): string {
  if (t.language !== 'en' && error instanceof ApiError && error.code === 'not_found') return t('help.noAccount');
  return errorText(error, t('help.failed'));
}

/** The server says where the code went ("******3210"); in Telugu or Hindi the sentence is the catalogue's. */
function sentText(t: AdminT, message: string, customer: PublicUser): string {
  if (t.language === 'en') return message;
  const phone = /\*{2,}\d+/.exec(message)?.[0] ?? `******${customer.phone.slice(-4)}`;
  return t('help.sent', { phone });
}

/**
 * For a customer who calls because their password reset is locked (too many wrong codes): find
 * the account by the phone they call from and send a fresh code by SMS to that phone. The code
 * never shows here (docs/decisions/0028).
 */
export function CustomerHelp() {
  const t = useT('admin', en);
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setState({ step: 'busy' });
    try {
      setState({ step: 'found', customer: await findCustomer({ phone }) });
    } catch (error) {
      setState({ step: 'failed', message: failure(t, error) });
    }
  };

  const send = async (customer: PublicUser) => {
    if (!window.confirm(t('help.confirm', { name: customer.name, phone: customer.phone }))) return;
    setState({ step: 'busy' });
    try {
      setState({ step: 'sent', customer, message: sentText(t, (await sendResetCode(customer._id)).message, customer) });
    } catch (error) {
      setState({ step: 'failed', message: failure(t, error), customer });
    }
  };

  const customer = state.step === 'found' || state.step === 'sent' || state.step === 'failed' ? state.customer : undefined;
  return (
    <section className="customer-help" aria-labelledby="customer-help-title">
      <h2 id="customer-help-title" className="customer-help-title">
        {t('help.title')}
      </h2>
      <p className="customer-help-hint">{t('help.hint')}</p>
      <form className="customer-help-form" onSubmit={(e) => void find(e)}>
        <label htmlFor="customer-help-phone">{t('help.phone')}</label>
        <input
          id="customer-help-phone"
          className="admin-input"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('help.phone.placeholder')}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            if (state.step !== 'busy') setState({ step: 'idle' });
          }}
        />
        <button type="submit" className="btn btn-secondary btn-sm" disabled={state.step === 'busy' || phone.trim() === ''}>
          {t('help.find')}
        </button>
      </form>
      {customer && (
        <div className="customer-help-result">
          <p className="customer-help-name">
            <strong>{customer.name}</strong> <span>{customer.phone}</span>
          </p>
          {state.step !== 'sent' && (
            <button type="button" className="btn btn-sm" onClick={() => void send(customer)}>
              {t('help.send')}
            </button>
          )}
        </div>
      )}
      <p className="customer-help-status" role="status">
        {state.step === 'sent' ? state.message : ''}
      </p>
      {state.step === 'failed' && (
        <p className="customer-help-error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}

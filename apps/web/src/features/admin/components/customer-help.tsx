import { useState, type FormEvent } from 'react';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { ApiError } from '../../../lib/api-client';
import { findCustomer } from '../api/find-customer';
import { sendResetCode } from '../api/send-reset-code';
import './customer-help.css';

type State =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'found'; customer: PublicUser }
  | { step: 'sent'; customer: PublicUser; message: string }
  | { step: 'failed'; message: string; customer?: PublicUser };

const failure = (error: unknown) => (error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');

/**
 * For a customer who calls because their password reset is locked (too many wrong codes): find
 * the account by the phone they call from and send a fresh code by SMS to that phone. The code
 * never shows here (docs/decisions/0028).
 */
export function CustomerHelp() {
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setState({ step: 'busy' });
    try {
      setState({ step: 'found', customer: await findCustomer({ phone }) });
    } catch (error) {
      setState({ step: 'failed', message: failure(error) });
    }
  };

  const send = async (customer: PublicUser) => {
    if (!window.confirm(`Send a new password reset code by SMS to ${customer.name} (${customer.phone})?`)) return;
    setState({ step: 'busy' });
    try {
      setState({ step: 'sent', customer, message: (await sendResetCode(customer._id)).message });
    } catch (error) {
      setState({ step: 'failed', message: failure(error), customer });
    }
  };

  const customer = state.step === 'found' || state.step === 'sent' || state.step === 'failed' ? state.customer : undefined;
  return (
    <section className="customer-help" aria-labelledby="customer-help-title">
      <h2 id="customer-help-title" className="customer-help-title">
        Customer locked out?
      </h2>
      <p className="customer-help-hint">Find the account by the phone they call from, then send a new reset code to that phone by SMS.</p>
      <form className="customer-help-form" onSubmit={(e) => void find(e)}>
        <label htmlFor="customer-help-phone">Customer phone</label>
        <input
          id="customer-help-phone"
          className="admin-input"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="10-digit mobile"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            if (state.step !== 'busy') setState({ step: 'idle' });
          }}
        />
        <button type="submit" className="btn btn-secondary btn-sm" disabled={state.step === 'busy' || phone.trim() === ''}>
          Find customer
        </button>
      </form>
      {customer && (
        <div className="customer-help-result">
          <p className="customer-help-name">
            <strong>{customer.name}</strong> <span>{customer.phone}</span>
          </p>
          {state.step !== 'sent' && (
            <button type="button" className="btn btn-sm" onClick={() => void send(customer)}>
              Send reset code
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

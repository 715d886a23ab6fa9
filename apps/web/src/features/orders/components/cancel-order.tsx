import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useCancelOrder } from '../api/cancel-order';

/** Cancelling needs a second, explicit yes: a slip of the thumb must not lose a booked pickup. */
export function CancelOrder({ id, orderNumber }: { id: string; orderNumber: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();

  if (!confirming) {
    return (
      <button type="button" className="btn btn-danger-outline btn-sm" onClick={() => setConfirming(true)}>
        Cancel order
      </button>
    );
  }
  return (
    <div className="cancel-confirm" role="group" aria-label={`Cancel order ${orderNumber}`}>
      <p>Cancel this pickup? This cannot be undone.</p>
      {cancel.isError && (
        <p className="field-error" role="alert">
          {errorText(cancel.error, 'Could not cancel the order. Please try again.')}
        </p>
      )}
      <div className="cancel-confirm__actions">
        <button type="button" className="btn btn-danger btn-sm" disabled={cancel.isPending} onClick={() => cancel.mutate(id)} autoFocus>
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel order'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={cancel.isPending}
          onClick={() => {
            cancel.reset();
            setConfirming(false);
          }}
        >
          Keep order
        </button>
      </div>
    </div>
  );
}

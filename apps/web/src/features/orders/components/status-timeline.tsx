import { ADMIN_ORDER_STATUSES, type OrderStatus } from '@laundry/shared/constants';
import type { StatusTimes } from '@laundry/shared/contracts/orders';
import { formatIstDateTime, formatIstShortDate, formatIstTime } from '../../../lib/ist-format';

/**
 * Pending → In Progress → Delivering → Completed; a cancelled order stops after Pending. Each
 * step reached shows when (docs/decisions/0037); a step whose time is not known (reached before
 * times were kept, or skipped by the shop) shows none.
 */
export function StatusTimeline({ status, times, bookedAt }: { status: OrderStatus; times?: StatusTimes; bookedAt: string }) {
  const cancelled = status === 'Cancelled';
  const steps: OrderStatus[] = cancelled ? ['Pending', 'Cancelled'] : [...ADMIN_ORDER_STATUSES];
  const current = steps.indexOf(status);
  return (
    <ol className={`timeline${cancelled ? ' timeline--cancelled' : ''}`} aria-label="Order progress">
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        // An order from an earlier server has no times: its booking time is still known.
        const at = state === 'todo' ? null : (times?.[step] ?? (step === 'Pending' ? bookedAt : null));
        return (
          <li key={step} className={`timeline__step timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="timeline__dot" aria-hidden="true">
              {state === 'done' ? '✓' : cancelled && state === 'current' ? '✕' : ''}
            </span>
            <span className="timeline__label">
              {step}
              <span className="visually-hidden">{state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ' (to come)'}</span>
            </span>
            {at && (
              <time className="timeline__time" dateTime={at} title={formatIstDateTime(at)}>
                <span>{formatIstShortDate(at)},</span> <span>{formatIstTime(at)}</span>
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}

import { ADMIN_ORDER_STATUSES, type OrderStatus } from '@laundry/shared/constants';

/** Pending → In Progress → Delivering → Completed; a cancelled order stops after Pending. */
export function StatusTimeline({ status }: { status: OrderStatus }) {
  const cancelled = status === 'Cancelled';
  const steps: string[] = cancelled ? ['Pending', 'Cancelled'] : [...ADMIN_ORDER_STATUSES];
  const current = steps.indexOf(status);
  return (
    <ol className={`timeline${cancelled ? ' timeline--cancelled' : ''}`} aria-label="Order progress">
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li key={step} className={`timeline__step timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="timeline__dot" aria-hidden="true">
              {state === 'done' ? '✓' : cancelled && state === 'current' ? '✕' : ''}
            </span>
            <span className="timeline__label">
              {step}
              <span className="visually-hidden">{state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ' (to come)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { ADMIN_ORDER_STATUSES, type OrderStatus } from '@laundry/shared/constants';
import type { StatusTimes } from '@laundry/shared/contracts/orders';
import { statusName } from '../invoice/labels';
import { useT } from '../../../i18n/use-t';
import { formatIstDateTime, formatIstShortDate, formatIstTime } from '../../../lib/ist-format';
import en from '../locales/en.json';

type StepState = 'done' | 'current' | 'todo';

/** What a screen reader hears after each step's name. */
const STATE_TEXT = { done: 'timeline.done', current: 'timeline.current', todo: 'timeline.todo' } as const satisfies Record<
  StepState,
  keyof typeof en
>;
const DONE_MARK = '✓';
const CANCELLED_MARK = '✕';

function stepState(i: number, current: number): StepState {
  if (i < current) return 'done';
  return i === current ? 'current' : 'todo';
}

/**
 * Pending → In Progress → Delivering → Completed; a cancelled order stops after Pending. Each
 * step reached shows when (docs/decisions/0037); a step whose time is not known (reached before
 * times were kept, or skipped by the shop) shows none. Names and dates in the language shown.
 */
export function StatusTimeline({ status, times, bookedAt }: { status: OrderStatus; times?: StatusTimes; bookedAt: string }) {
  const t = useT('orders', en);
  const language = t.language;
  const cancelled = status === 'Cancelled';
  const steps: OrderStatus[] = cancelled ? ['Pending', 'Cancelled'] : [...ADMIN_ORDER_STATUSES];
  const current = steps.indexOf(status);
  return (
    <ol className={`timeline${cancelled ? ' timeline--cancelled' : ''}`} aria-label={t('timeline.label')}>
      {steps.map((step, i) => {
        const state = stepState(i, current);
        const mark = state === 'done' ? DONE_MARK : cancelled && state === 'current' ? CANCELLED_MARK : '';
        // An order from an earlier server has no times: its booking time is still known.
        const at = state === 'todo' ? null : (times?.[step] ?? (step === 'Pending' ? bookedAt : null));
        return (
          <li key={step} className={`timeline__step timeline__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="timeline__dot" aria-hidden="true">
              {mark}
            </span>
            <span className="timeline__label">
              {statusName(step, language)}
              <span className="visually-hidden">{t(STATE_TEXT[state])}</span>
            </span>
            {at && (
              <time className="timeline__time" dateTime={at} title={formatIstDateTime(at, language)}>
                <span>{formatIstShortDate(at, language)},</span> <span>{formatIstTime(at, language)}</span>
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}

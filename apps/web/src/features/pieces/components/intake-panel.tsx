import { useId, useState } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { IntakeSummary } from '../../../components/intake/intake-summary';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstTime } from '../../../lib/ist-format';
import { useConfirmPieces } from '../api/confirm-pieces';
import { useReportDifference } from '../api/report-difference';
import en from '../locales/en.json';
import './intake-panel.css';

/** "Rider on the way" while the rider's "On my way" stands and the order is still moving. */
export function RiderOnTheWay({ order }: { order: Order }) {
  const t = useT('pieces', en);
  if (!order.onTheWayAt || order.status === 'Completed' || order.status === 'Cancelled') return null;
  return (
    <p className="rider-on-the-way" role="status" data-testid="rider-on-the-way">
      <span className="rider-on-the-way__dot" aria-hidden="true" />
      <span>
        {order.rider ? t('onTheWay.named', { name: order.rider.name }) : t('onTheWay')}
        <span className="rider-on-the-way__time"> · {formatIstTime(order.onTheWayAt, t.language)}</span>
      </span>
    </p>
  );
}

/** A whole count from 0 to 1,000. */
function countOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= 1000 ? Number(trimmed) : null;
}

function DifferenceForm({ order, onDone, onCancel }: { order: Order; onDone: () => void; onCancel: () => void }) {
  const t = useT('pieces', en);
  const ids = { count: useId(), note: useId(), error: useId() };
  const report = useReportDifference();
  const [count, setCount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const value = countOf(count);
  const invalid = tried && value === null;
  return (
    <form
      className="pieces-difference"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (value === null) return;
        report.mutate({ id: order._id, body: { count: value, note: note.trim() } }, { onSuccess: onDone });
      }}
    >
      <div className="field">
        <label htmlFor={ids.count}>{t('difference.count')}</label>
        <input
          id={ids.count}
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          value={count}
          aria-invalid={invalid}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(e) => setCount(e.target.value)}
        />
        {invalid && (
          <p id={ids.error} className="field-error" role="alert">
            {t('difference.countInvalid')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.note}>
          {t('difference.note')} <span className="field-optional">{t('optional')}</span>
        </label>
        <textarea id={ids.note} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {report.isError && (
        <p className="form-error" role="alert">
          {errorText(report.error, t('difference.failed'))}
        </p>
      )}
      <div className="pieces-panel__actions">
        <button type="submit" className="btn btn-sm" disabled={report.isPending}>
          {t('difference.send')}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel}>
          {t('difference.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * What the rider counted at the door, with the customer's one-tap "Count is right" or "Report
 * a difference", which opens a ticket for the shop (docs/decisions/0048).
 */
export function IntakePanel({ order }: { order: Order }) {
  const t = useT('pieces', en);
  const confirm = useConfirmPieces();
  const [mode, setMode] = useState<'idle' | 'difference' | 'reported'>('idle');
  const intake = order.intake;
  if (!intake) return null;
  const confirmed = intake.confirmedAt !== null;
  return (
    <section className="pieces-panel" aria-label={t('section')}>
      <IntakeSummary orderId={order._id} intake={intake} />
      {confirmed && (
        <p className="pieces-panel__ok" data-testid="pieces-confirmed">
          {t('confirmed')}
        </p>
      )}
      {mode === 'reported' && (
        <p className="form-success" role="status">
          {t('difference.sent')}
        </p>
      )}
      {!confirmed && mode === 'idle' && (
        <div className="pieces-panel__actions">
          <button type="button" className="btn btn-sm" disabled={confirm.isPending} onClick={() => confirm.mutate(order._id)}>
            {t('confirm')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setMode('difference')}>
            {t('difference')}
          </button>
        </div>
      )}
      {confirm.isError && (
        <p className="form-error" role="alert">
          {errorText(confirm.error, t('confirm.failed'))}
        </p>
      )}
      {mode === 'difference' && <DifferenceForm order={order} onDone={() => setMode('reported')} onCancel={() => setMode('idle')} />}
    </section>
  );
}

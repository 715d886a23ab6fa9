import { useId, useState, type FormEvent } from 'react';
import { PIECE_STATES, RACK_PATTERN, type Piece, type PieceState } from '@laundry/shared/contracts/pieces';
import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { serviceText } from '../../../admin/lib/labels';
import adminEn from '../../../admin/locales/en.json';
import { PendingStainsChip, PieceStains } from '../../../care/components/piece-stains';
import { useSetPiecesState } from '../api/set-pieces-state';
import { useSetRack } from '../api/set-rack';
import { isLateNow } from '../lib/late-now';
import { labelsHref } from '../lib/links';
import en from '../locales/en.json';
import { RackChip } from './rack-chip';
import './order-pieces.css';

/**
 * Under the card's heading, beside the delivery type: Late when the ready-by promise has passed,
 * and the rack of an order that has none of its pieces listed (its section shows the rack otherwise).
 */
export function ShopFloorBadges({ order }: { order: Order }) {
  const t = useT('shop-floor', en);
  return (
    <>
      {isLateNow(order) && <span className="badge badge-late">{t('card.late')}</span>}
      {order.rack && order.pieces.length === 0 && <RackChip rack={order.rack} />}
    </>
  );
}

function PieceRow({ order, piece, busy, onState }: { order: Order; piece: Piece; busy: boolean; onState: (tag: string, state: PieceState) => void }) {
  const t = useT('shop-floor', en);
  const admin = useT('admin', adminEn);
  return (
    <li className={`order-pieces__piece order-pieces__piece--${piece.state}`}>
      <span className="order-pieces__tag">{piece.tag}</span>
      <span className="order-pieces__what">
        {piece.item || '—'} · {serviceText(admin, piece.service)}
      </span>
      <a
        className="order-pieces__reprint"
        href={labelsHref(order._id, piece.tag)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('card.reprint.label', { tag: piece.tag })}
      >
        {t('card.reprint')}
      </a>
      <div className="order-pieces__states" role="group" aria-label={t('card.stateOf', { tag: piece.tag })}>
        {PIECE_STATES.map((state) => (
          <button
            key={state}
            type="button"
            className={`order-pieces__state order-pieces__state--${state}`}
            aria-pressed={piece.state === state}
            disabled={busy}
            onClick={() => piece.state !== state && onState(piece.tag, state)}
          >
            {t(`state.${state}`)}
          </button>
        ))}
      </div>
      {/* Its stains and "Flag stain" (docs/decisions/0057). */}
      <PieceStains order={order} piece={piece} />
    </li>
  );
}

/** Where the ready order waits: a short label such as R3-B, upper-cased as the API keeps it. */
function RackForm({ order }: { order: Order }) {
  const t = useT('shop-floor', en);
  const id = useId();
  const save = useSetRack();
  const [draft, setDraft] = useState(order.rack);
  const [shown, setShown] = useState(order.rack);
  const [invalid, setInvalid] = useState(false);
  // Another admin (or this one) changed the rack: the box follows, unless it was being typed in.
  if (shown !== order.rack) {
    setShown(order.rack);
    if (draft === shown) setDraft(order.rack);
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const rack = draft.trim().toUpperCase();
    const ok = rack === '' || RACK_PATTERN.test(rack);
    setInvalid(!ok);
    if (ok) save.mutate({ orderId: order._id, rack }, { onSuccess: (answer) => setDraft(answer.rack) });
  };

  const errorId = `${id}-error`;
  const problem = invalid ? t('card.rackInvalid') : save.isError ? errorText(save.error, t('card.rackFailed')) : null;
  return (
    <form className="order-pieces__rack-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{t('card.rack')}</label>
      <input
        id={id}
        className="admin-input"
        value={draft}
        maxLength={10}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('card.rack.placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(e) => {
          setDraft(e.target.value.toUpperCase());
          setInvalid(false);
        }}
      />
      <button type="submit" className="btn btn-secondary btn-sm" disabled={save.isPending}>
        {t('card.saveRack')}
      </button>
      {problem && (
        <p className="field-error" id={errorId} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * An order's pieces on its card (docs/decisions/0056): one folded row ("5 pieces · 2 ready", the
 * rack) so the card stays short on a phone; opened, each tag with its state buttons and Reprint,
 * All ready, Print labels and the rack. Nothing at all before the order is priced.
 */
export function OrderPieces({ order }: { order: Order }) {
  const t = useT('shop-floor', en);
  const change = useSetPiecesState();
  if (order.pieces.length === 0) return null;
  const ready = order.pieces.filter((p) => p.state === 'ready').length;
  const onState = (tag: string, state: PieceState) => change.mutate({ orderId: order._id, state, tags: [tag] });

  return (
    <details className="order-pieces">
      <summary>
        <span className="order-pieces__count">{t('card.count', { count: order.pieces.length, ready })}</span>
        <PendingStainsChip order={order} />
        {order.rack && <RackChip rack={order.rack} />}
      </summary>
      <div className="order-pieces__body">
        <div className="order-pieces__tools">
          <button
            type="button"
            className="btn btn-sm"
            disabled={change.isPending || order.piecesReady}
            onClick={() => change.mutate({ orderId: order._id, state: 'ready' })}
          >
            {t('card.allReady')}
          </button>
          <a
            className="btn btn-secondary btn-sm"
            href={labelsHref(order._id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('card.printLabels.label', { orderNumber: order.orderNumber })}
          >
            {t('card.printLabels')}
          </a>
        </div>
        {change.isError && (
          <p className="field-error" role="alert">
            {errorText(change.error, t('card.stateFailed'))}
          </p>
        )}
        <ul className="order-pieces__list" aria-label={t('card.list', { orderNumber: order.orderNumber })}>
          {order.pieces.map((piece) => (
            <PieceRow key={piece.tag} order={order} piece={piece} busy={change.isPending} onState={onState} />
          ))}
        </ul>
        <RackForm order={order} />
      </div>
    </details>
  );
}

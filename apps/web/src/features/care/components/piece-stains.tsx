import { useEffect, useRef, useState } from 'react';
import type { Stain } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Piece } from '@laundry/shared/contracts/pieces';
import { StainPhoto } from '../../../components/intake/photo-thumb';
import { useT } from '../../../i18n/use-t';
import { stainStatusNow } from '../../../lib/stain-status';
import { stainStatusText } from '../lib/care-text';
import en from '../locales/en.json';
import { FlagStainDialog } from './flag-stain-dialog';
import './care.css';

/** One stain as the shop reads it: the photo, what was found, and what to do with the piece now. */
export function StainLine({ orderId, stain, now }: { orderId: string; stain: Stain; now: Date }) {
  const t = useT('care', en);
  const status = stainStatusNow(stain, now);
  const kind = t(`kind.${stain.kind}`);
  return (
    <li className={`stain-line stain-line--${status}`} data-stain-id={stain._id}>
      <StainPhoto orderId={orderId} stainId={stain._id} hasPhoto={stain.hasPhoto} label={t(`stain.photo.${stain.kind}`, { tag: stain.tag })} />
      <div className="stain-line__text">
        <p className="stain-line__note">
          <strong>{kind}</strong> {stain.note}
        </p>
        <p className="stain-line__status" data-testid="stain-status">
          {stainStatusText(t, stain, now)}
        </p>
      </div>
    </li>
  );
}

/** On the folded pieces row: how many stains wait for the customer's answer, so the shop need not open it to know. */
export function PendingStainsChip({ order }: { order: Order }) {
  const t = useT('care', en);
  const now = new Date();
  const count = order.stains.filter((s) => stainStatusNow(s, now) === 'pending').length;
  if (count === 0) return null;
  return <span className="badge badge--accent">{t('stains.waiting', { count })}</span>;
}

/**
 * A piece's stains on the admin's card (docs/decisions/0057), and "Flag stain" while the order
 * can still take one: priced, not Completed or Cancelled, and nothing waiting on the customer.
 */
export function PieceStains({ order, piece }: { order: Order; piece: Piece }) {
  const t = useT('care', en);
  const [flagging, setFlagging] = useState(false);
  // Once the dialog closes, focus comes back here: to "Flag stain" if it is still offered, else to
  // the stains (a flagged stain now waits on the customer and the button is gone).
  const returning = useRef(false);
  const flagRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (flagging || !returning.current) return;
    returning.current = false;
    (flagRef.current ?? listRef.current)?.focus();
  }, [flagging]);
  const now = new Date();
  const stains = order.stains.filter((s) => s.tag === piece.tag);
  const open = order.status !== 'Completed' && order.status !== 'Cancelled' && order.pricedAt !== null;
  const waiting = stains.some((s) => stainStatusNow(s, now) === 'pending');
  if (stains.length === 0 && !open) return null;
  return (
    <div className="piece-stains">
      {stains.length > 0 && (
        <ul ref={listRef} tabIndex={-1} className="piece-stains__list" aria-label={t('stains.of', { tag: piece.tag })}>
          {stains.map((stain) => (
            <StainLine key={stain._id} orderId={order._id} stain={stain} now={now} />
          ))}
        </ul>
      )}
      {open && !waiting && (
        <button
          ref={flagRef}
          type="button"
          className="btn btn-secondary btn-sm piece-stains__flag"
          aria-label={t('flag.open.label', { tag: piece.tag })}
          onClick={() => setFlagging(true)}
        >
          {t('flag.open')}
        </button>
      )}
      {flagging && (
        <FlagStainDialog
          order={order}
          piece={piece}
          onClose={() => {
            returning.current = true;
            setFlagging(false);
          }}
        />
      )}
    </div>
  );
}

import { memo, useMemo } from 'react';
import type { Language } from '@laundry/shared/constants';
import type { Piece } from '@laundry/shared/contracts/pieces';
import { labelPayload } from '@laundry/shared/rules/tags';
import { useT } from '../../../../i18n/use-t';
import { qrPath } from '../../../orders/invoice/qr-path';
import { serviceText } from '../../../admin/lib/labels';
import adminEn from '../../../admin/locales/en.json';
import en from '../locales/en.json';

interface PieceLabelProps {
  piece: Piece;
  name: string;
  /** The item in the customer's language ('' when English or the price list had no name for it). */
  localItem?: string;
  language?: Language;
}

/**
 * One garment's label: its QR code (`SLL:<tag>`, made here, no network), the tag large enough to
 * read across the counter with the item in the customer's language beneath it, the customer's
 * first name, the service and the item as the shop wrote it. The QR is an SVG path, drawn on the
 * first render and sharp at any printer's resolution; the letters use the app's own Telugu and
 * Devanagari faces (labels-page.css), so a computer without them still prints words, not boxes.
 */
export const PieceLabel = memo(function PieceLabel({ piece, name, localItem = '', language = 'en' }: PieceLabelProps) {
  const t = useT('shop-floor', en);
  const admin = useT('admin', adminEn);
  const payload = labelPayload(piece.tag);
  const { size, d } = useMemo(() => qrPath(payload), [payload]);
  return (
    <article className="piece-label" data-tag={piece.tag}>
      <svg
        className="piece-label__qr"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t('labels.qr', { tag: piece.tag })}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={d} fill="#000000" />
      </svg>
      <div className="piece-label__text">
        <strong className="piece-label__tag">{piece.tag}</strong>
        {localItem && (
          <span className="piece-label__local" lang={language}>
            {localItem}
          </span>
        )}
        {name && <span className="piece-label__name">{name}</span>}
        <span className="piece-label__service">{serviceText(admin, piece.service)}</span>
        {piece.item && <span className="piece-label__item">{piece.item}</span>}
      </div>
    </article>
  );
});

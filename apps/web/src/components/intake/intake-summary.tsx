import type { Intake } from '@laundry/shared/contracts/orders';
import { useT } from '../../i18n/use-t';
import { formatIstDateTime } from '../../lib/ist-format';
import en from './locales/en.json';
import { IntakePhoto } from './photo-thumb';
import './intake.css';

/** The rider's photos of an order, a row of thumbnails (also beside a claim, for the shop). */
export function IntakePhotos({ orderId, photos }: { orderId: string; photos: readonly { _id: string }[] }) {
  const t = useT('intake', en);
  if (photos.length === 0) return null;
  return (
    <ul className="intake__photos" aria-label={t('photos', { count: photos.length })}>
      {photos.map((photo, index) => (
        <IntakePhoto key={photo._id} orderId={orderId} photoId={photo._id} label={t('photo', { n: index + 1 })} />
      ))}
    </ul>
  );
}

/**
 * What the rider recorded at the door — the count, item lines, stain notes, photos — as the
 * customer and the shop both see it (docs/decisions/0048).
 */
export function IntakeSummary({ orderId, intake, compact = false }: { orderId: string; intake: Intake; compact?: boolean }) {
  const t = useT('intake', en);
  const when = formatIstDateTime(intake.at, t.language);
  return (
    <div className={`intake${compact ? ' intake--compact' : ''}`} data-testid="intake">
      {/* A compact card already names the count in its own heading line: only the time is added. */}
      {compact ? (
        <p className="intake__when">{when}</p>
      ) : (
        <p className="intake__count">
          {t('count', { count: intake.pieces })}
          <span className="intake__when"> · {when}</span>
        </p>
      )}
      {intake.items.length > 0 && (
        <ul className="intake__items">
          {intake.items.map((line, index) => (
            <li key={index}>{t('line', { item: line.item, qty: line.qty })}</li>
          ))}
        </ul>
      )}
      {intake.notes && (
        <p className="intake__notes">
          <span className="intake__label">{t('notes')}</span> {intake.notes}
        </p>
      )}
      <IntakePhotos orderId={orderId} photos={intake.photos} />
    </div>
  );
}

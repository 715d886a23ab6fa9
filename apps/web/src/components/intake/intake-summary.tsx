import type { Intake } from '@laundry/shared/contracts/orders';
import { useT } from '../../i18n/use-t';
import { formatIstDateTime } from '../../lib/ist-format';
import { openBlob, useBlobImageRef } from '../../lib/object-url';
import { useOrderPhoto } from '../../lib/order-photos';
import en from './locales/en.json';
import './intake.css';

function IntakePhoto({ orderId, photoId, label }: { orderId: string; photoId: string; label: string }) {
  const t = useT('intake', en);
  const photo = useOrderPhoto(orderId, photoId);
  const imageRef = useBlobImageRef(photo.data);
  if (photo.isError) return <li className="intake-photo intake-photo--missing">{t('photo.failed')}</li>;
  const blob = photo.data;
  return (
    <li className="intake-photo">
      {blob ? (
        <button type="button" className="intake-photo__open" aria-label={t('photo.open', { label })} onClick={() => openBlob(blob)}>
          <img ref={imageRef} alt={label} />
        </button>
      ) : (
        <span className="intake-photo__loading" role="img" aria-label={t('photo.loading')} />
      )}
    </li>
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
      {intake.photos.length > 0 && (
        <ul className="intake__photos" aria-label={t('photos', { count: intake.photos.length })}>
          {intake.photos.map((photo, index) => (
            <IntakePhoto key={photo._id} orderId={orderId} photoId={photo._id} label={t('photo', { n: index + 1 })} />
          ))}
        </ul>
      )}
    </div>
  );
}

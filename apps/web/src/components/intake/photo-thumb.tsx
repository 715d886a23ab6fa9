import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { openBlob, useBlobImageRef } from '../../lib/object-url';
import { useOrderPhoto, useStainPhoto } from '../../lib/order-photos';
import en from './locales/en.json';
import './intake.css';

/**
 * A small photo of an order (fetched with the token), a tap opening it full size. `as` is the
 * element it is: a list item among the intake's photos, or a span beside a stain's words.
 */
function PhotoThumb({ photo, label, as: Tag }: { photo: UseQueryResult<Blob>; label: string; as: 'li' | 'span' }) {
  const t = useT('intake', en);
  const imageRef = useBlobImageRef(photo.data);
  if (photo.isError) return <Tag className="intake-photo intake-photo--missing">{t('photo.failed')}</Tag>;
  const blob = photo.data;
  return (
    <Tag className="intake-photo">
      {blob ? (
        <button type="button" className="intake-photo__open" aria-label={t('photo.open', { label })} onClick={() => openBlob(blob)}>
          <img ref={imageRef} alt={label} />
        </button>
      ) : (
        <span className="intake-photo__loading" role="img" aria-label={t('photo.loading')} />
      )}
    </Tag>
  );
}

/** One of the rider's pickup photos (docs/decisions/0048). */
export function IntakePhoto({ orderId, photoId, label }: { orderId: string; photoId: string; label: string }) {
  return <PhotoThumb photo={useOrderPhoto(orderId, photoId)} label={label} as="li" />;
}

/** The photo the shop took of a stain (docs/decisions/0057); nothing until it has been sent. */
export function StainPhoto({ orderId, stainId, hasPhoto, label }: { orderId: string; stainId: string; hasPhoto: boolean; label: string }) {
  const photo = useStainPhoto(orderId, stainId, hasPhoto);
  if (!hasPhoto) return null;
  return <PhotoThumb photo={photo} label={label} as="span" />;
}

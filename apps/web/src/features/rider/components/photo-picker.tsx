import { useId, useState, type ChangeEvent } from 'react';
import { MAX_INTAKE_PHOTOS } from '@laundry/shared/constants';
import { useT } from '../../../i18n/use-t';
import { useBlobImageRef } from '../../../lib/object-url';
import { newIdempotencyKey } from '../lib/offline-queue';
import { resizePhoto } from '../../../lib/resize-photo';
import en from '../locales/en.json';

export interface TakenPhoto {
  /** Becomes the upload's Idempotency-Key. */
  key: string;
  blob: Blob;
}

/** A sign, not a word: the button is named by its aria-label. */
const REMOVE_MARK = '✕';

function Thumbnail({ photo, label, removeLabel, onRemove }: { photo: TakenPhoto; label: string; removeLabel: string; onRemove: () => void }) {
  const imageRef = useBlobImageRef(photo.blob);
  return (
    <li className="rider-photo">
      <img ref={imageRef} alt={label} />
      <button type="button" className="rider-photo__remove" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">{REMOVE_MARK}</span>
      </button>
    </li>
  );
}

/**
 * The camera button and the photos taken so far. Each photo is made small on the phone before
 * it is kept (1600 px, ~300 KB), so the queue and the upload stay light on a weak network.
 */
export function PhotoPicker({ photos, onChange }: { photos: TakenPhoto[]; onChange: (photos: TakenPhoto[]) => void }) {
  const t = useT('rider', en);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_INTAKE_PHOTOS - photos.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    setProblem(files.length > room ? t('photos.tooMany', { max: MAX_INTAKE_PHOTOS }) : null);
    setBusy(true);
    const added: TakenPhoto[] = [];
    for (const file of files.slice(0, room)) {
      try {
        added.push({ key: newIdempotencyKey(), blob: await resizePhoto(file) });
      } catch {
        setProblem(t('photos.unreadable'));
      }
    }
    setBusy(false);
    onChange([...photos, ...added]);
  };

  return (
    <fieldset className="rider-photos">
      <legend>
        {t('photos.legend')} <span className="field-optional">{t('common.optional')}</span>
      </legend>
      {photos.length > 0 && (
        <ul className="rider-photos__list">
          {photos.map((photo, index) => (
            <Thumbnail
              key={photo.key}
              photo={photo}
              label={t('photos.thumbnail', { n: index + 1 })}
              removeLabel={t('photos.remove', { n: index + 1 })}
              onRemove={() => onChange(photos.filter((p) => p.key !== photo.key))}
            />
          ))}
        </ul>
      )}
      {room > 0 && (
        <label htmlFor={inputId} className={`btn btn-secondary rider-photos__take${busy ? ' is-busy' : ''}`}>
          {busy ? t('photos.preparing') : photos.length > 0 ? t('photos.more') : t('photos.take')}
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            disabled={busy}
            onChange={(event) => void onFiles(event)}
          />
        </label>
      )}
      <p className="field-hint">{t('photos.count', { count: photos.length, max: MAX_INTAKE_PHOTOS })}</p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

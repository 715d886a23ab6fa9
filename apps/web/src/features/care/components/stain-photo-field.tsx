import { useId, useState, type ChangeEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useBlobImageRef } from '../../../lib/object-url';
import { resizePhoto } from '../../../lib/resize-photo';
import en from '../locales/en.json';

/** A sign, not a word: the button is named by its aria-label. */
const REMOVE_MARK = '✕';

function Preview({ photo, label }: { photo: Blob; label: string }) {
  const imageRef = useBlobImageRef(photo);
  return <img ref={imageRef} className="stain-photo-field__preview" alt={label} />;
}

/**
 * One photo of the stain, from the camera on a phone or a file on a computer. It is made small
 * in the browser first (1600 px, ~300 KB JPEG, as the rider's intake photos), so it stays well
 * under the server's 600 KB and goes quickly over the shop's connection.
 */
export function StainPhotoField({ photo, onChange, disabled }: { photo: Blob | null; onChange: (photo: Blob | null) => void; disabled: boolean }) {
  const t = useT('care', en);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(false);
    try {
      onChange(await resizePhoto(file));
    } catch {
      setProblem(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="stain-photo-field" disabled={disabled}>
      <legend>
        {t('flag.photo')} <span className="field-optional">{t('flag.optional')}</span>
      </legend>
      {photo && (
        <div className="stain-photo-field__chosen">
          <Preview photo={photo} label={t('flag.photo.preview')} />
          <button type="button" className="stain-photo-field__remove" aria-label={t('flag.photo.remove')} onClick={() => onChange(null)}>
            <span aria-hidden="true">{REMOVE_MARK}</span>
          </button>
        </div>
      )}
      <label htmlFor={inputId} className={`btn btn-secondary stain-photo-field__take${busy ? ' is-busy' : ''}`}>
        {busy ? t('flag.photo.preparing') : photo ? t('flag.photo.change') : t('flag.photo.take')}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={busy || disabled}
          onChange={(event) => void onFile(event)}
        />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {t('flag.photo.unreadable')}
        </p>
      )}
    </fieldset>
  );
}

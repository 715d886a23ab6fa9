import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { clearSession } from '../../../../lib/session';
import { deleteMyAccount } from '../api/delete-my-account';
import { exportMyData } from '../api/export-my-data';
import en from '../locales/en.json';

/** Saves `text` as a file the browser downloads. */
function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The profile's "Your data": a copy of it, and deleting the account (docs/decisions/0083). */
export function MyData() {
  const t = useT('my-data', en);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const exporting = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => {
      const day = data.exportedAt.slice(0, 10);
      download(`my-data-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
      download(`my-data-${day}.txt`, data.summary.join('\n'), 'text/plain');
    },
  });
  const deleting = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      clearSession();
      void navigate('/', { replace: true, state: { accountDeleted: true } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    deleting.mutate(password);
  };
  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t('title')}</h2>
      <p className="field-hint">{t('hint')}</p>
      <button type="button" className="btn btn-secondary" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
        {exporting.isPending ? t('download.busy') : t('download')}
      </button>
      {exporting.isSuccess && <p role="status">{t('download.done')}</p>}
      {exporting.isError && (
        <p className="form-error" role="alert">
          {errorText(exporting.error, t('download.failed'))}
        </p>
      )}
      {!asking ? (
        <p>
          <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
            {t('delete')}
          </button>
        </p>
      ) : (
        <form className="my-data__delete" onSubmit={submit} noValidate>
          <p>{t('delete.warning')}</p>
          <div className="field">
            <label htmlFor="my-data-password">{t('delete.password')}</label>
            <input
              id="my-data-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                deleting.reset();
              }}
            />
          </div>
          {deleting.isError && (
            <p className="form-error" role="alert">
              {errorText(deleting.error, t('delete.failed'))}
            </p>
          )}
          <div className="my-data__buttons">
            <button type="submit" className="btn btn-danger" disabled={deleting.isPending || password === ''}>
              {deleting.isPending ? t('delete.busy') : t('delete.confirm')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setAsking(false);
                setPassword('');
              }}
            >
              {t('delete.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

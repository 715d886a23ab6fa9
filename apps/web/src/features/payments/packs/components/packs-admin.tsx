import { useId, useState, type FormEvent } from 'react';
import { createPackBody } from '@laundry/shared/contracts/packs';
import { errorText } from '../../../../lib/api-client';
import { useAdminPacks } from '../api/fetch-pack-offers';
import { useCreatePack, useSetPackActive } from '../api/save-pack-offer';
import { usePackText } from './pack-text';
import './packs.css';

/** Settings → Prepaid packs (docs/decisions/0087): the offers, stopped ones too, and a form to add one. */
export function PacksAdmin() {
  const { t, offer, validity } = usePackText();
  const packs = useAdminPacks();
  const setActive = useSetPackActive();
  return (
    <section className="packs-admin card" aria-labelledby="packs-admin-title" data-testid="packs-admin">
      <h2 id="packs-admin-title">{t('packs.title')}</h2>
      <p className="field-hint">{t('packs.hint')}</p>
      {packs.isPending ? (
        <p role="status">{t('packs.loading')}</p>
      ) : packs.isError ? (
        <div className="form-error" role="alert">
          <p>{t('packs.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void packs.refetch()}>
            {t('packs.retry')}
          </button>
        </div>
      ) : packs.data.length === 0 ? (
        <p>{t('packs.none')}</p>
      ) : (
        <ul className="packs-list">
          {packs.data.map((pack) => (
            <li key={pack._id} className="packs-list__item" data-active={pack.active}>
              <span>
                <strong>{offer(pack)}</strong> · {validity(pack)}
                {!pack.active && <> · {t('packs.stopped')}</>}
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={setActive.isPending}
                onClick={() => setActive.mutate({ id: pack._id, active: !pack.active })}
              >
                {pack.active ? t('packs.stop') : t('packs.restart')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddPackForm />
    </section>
  );
}

function AddPackForm() {
  const { t } = usePackText();
  const create = useCreatePack();
  const id = useId();
  const [price, setPrice] = useState('');
  const [credit, setCredit] = useState('');
  const [days, setDays] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { price: Number(price), credit: Number(credit), validDays: days.trim() === '' ? null : Number(days) };
    // The API refuses the same; saying so here spares a round trip.
    if (price.trim() === '' || credit.trim() === '' || !createPackBody.safeParse(body).success) {
      setError(t('packs.invalid'));
      return;
    }
    setError('');
    create.mutate(body, {
      onSuccess: () => {
        setPrice('');
        setCredit('');
        setDays('');
      },
      onError: (err) => setError(errorText(err, t('packs.saveFailed'))),
    });
  };
  return (
    <form className="packs-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('packs.add')}</h3>
      <div className="field">
        <label htmlFor={`${id}-price`}>{t('packs.price')}</label>
        <input id={`${id}-price`} inputMode="decimal" autoComplete="off" value={price} onChange={(e) => setPrice(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-credit`}>{t('packs.credit')}</label>
        <input id={`${id}-credit`} inputMode="decimal" autoComplete="off" value={credit} onChange={(e) => setCredit(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-days`}>{t('packs.days')}</label>
        <input id={`${id}-days`} inputMode="numeric" autoComplete="off" value={days} onChange={(e) => setDays(e.target.value)} />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-sm" disabled={create.isPending}>
        {create.isPending ? t('packs.saving') : t('packs.save')}
      </button>
    </form>
  );
}

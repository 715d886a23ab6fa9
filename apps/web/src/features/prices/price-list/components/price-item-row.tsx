import { useId, useState, type FormEvent } from 'react';
import { PRICE_SERVICES, type PriceCategory } from '@laundry/shared/constants';
import type { PriceItem } from '@laundry/shared/contracts/prices';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useRemovePriceItem } from '../api/remove-price-item';
import { useUpdatePriceItem } from '../api/update-price-item';
import en from '../locales/en.json';
import { draftOf, draftProblems, patchOf, type ItemDraft } from '../lib/price-fields';
import { ItemFields, placeServerError, type ShownProblems } from './item-fields';
import { COLUMN_KEY } from './price-labels';

/**
 * One item of the list: its names and three prices as the shop writes them; edited in place
 * (renamed, re-rated, moved) or removed after a confirm that bills already made keep it.
 */
export function PriceItemRow({ item, category }: { item: PriceItem; category: PriceCategory }) {
  const t = useT('price-list', en);
  const update = useUpdatePriceItem();
  const remove = useRemovePriceItem();
  const idBase = `price-${useId().replace(/[^\w-]/g, '')}`;
  const [draft, setDraft] = useState<ItemDraft | null>(null);
  const [problems, setProblems] = useState<ShownProblems>({});
  const [error, setError] = useState('');
  const busy = update.isPending || remove.isPending;

  const startEditing = () => {
    setDraft(draftOf(item, category));
    setProblems({});
    setError('');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setError('');
    const found = draftProblems(draft);
    const shown: ShownProblems = {};
    for (const [field, key] of Object.entries(found)) shown[field as keyof ShownProblems] = t(key);
    setProblems(shown);
    if (Object.keys(shown).length > 0) return;
    const body = patchOf(draftOf(item, category), draft);
    if (!body) {
      setDraft(null);
      return;
    }
    update.mutate(
      { name: item.name, category, body },
      {
        onSuccess: () => setDraft(null),
        onError: (err) => {
          const placed = placeServerError(err, draft, t, t('row.saveFailed'));
          if (placed.field) setProblems({ [placed.field]: placed.text });
          else setError(placed.text);
        },
      },
    );
  };

  const confirmRemove = () => {
    if (!window.confirm(t('row.confirmRemove', { name: item.name }))) return;
    setError('');
    remove.mutate({ category, name: item.name }, { onError: (err) => setError(errorText(err, t('row.removeFailed'))) });
  };

  return (
    <li className={`pl-row${draft ? ' pl-row--editing' : ''}`} data-testid="price-row" data-category={category} data-name={item.name}>
      {draft ? (
        <form className="pl-row__form" onSubmit={save} noValidate aria-label={t('row.editLabel', { name: item.name })}>
          <ItemFields idBase={idBase} draft={draft} problems={problems} onChange={setDraft} t={t} categoryLabel={t('field.moveTo')} />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="pl-row__actions">
            <button type="submit" className="btn btn-sm" disabled={busy}>
              {update.isPending ? t('row.saving') : t('row.save')}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => setDraft(null)}>
              {t('row.cancel')}
            </button>
            <button type="button" className="btn btn-danger-outline btn-sm pl-row__remove" disabled={busy} onClick={confirmRemove}>
              {remove.isPending ? t('row.removing') : t('row.remove')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <span className="pl-row__name">{item.name}</span>
          <span className="pl-row__other">
            <span className="pl-row__label">{t('field.te')}</span>
            {item.names.te ? <span lang="te">{item.names.te}</span> : <span className="pl-row__missing">{t('row.noName')}</span>}
          </span>
          <span className="pl-row__other">
            <span className="pl-row__label">{t('field.hi')}</span>
            {item.names.hi ? <span lang="hi">{item.names.hi}</span> : <span className="pl-row__missing">{t('row.noName')}</span>}
          </span>
          {PRICE_SERVICES.map((service) => (
            <span key={service} className="pl-row__price" data-service={service}>
              <span className="pl-row__label">{t(COLUMN_KEY[service])}</span>
              <span className="pl-row__value">{item.prices[service]}</span>
            </span>
          ))}
          <span className="pl-row__edit">
            <button type="button" className="btn btn-secondary btn-sm" onClick={startEditing} aria-label={t('row.editLabel', { name: item.name })}>
              {t('row.edit')}
            </button>
          </span>
          {error && (
            <p className="form-error pl-row__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </li>
  );
}

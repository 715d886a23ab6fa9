import { useId, useState, type FormEvent } from 'react';
import type { PriceCategory } from '@laundry/shared/constants';
import { useT } from '../../../../i18n/use-t';
import { useAddPriceItem } from '../api/add-price-item';
import en from '../locales/en.json';
import { addBodyOf, draftProblems, emptyDraft, type ItemDraft } from '../lib/price-fields';
import { ItemFields, placeServerError, type ShownProblems } from './item-fields';
import { CATEGORY_KEY } from './price-labels';

/** A new item at the end of a category: the category shown above unless the owner picks another. */
export function AddPriceItemForm({ category }: { category: PriceCategory }) {
  const t = useT('price-list', en);
  const add = useAddPriceItem();
  const idBase = `price-add-${useId().replace(/[^\w-]/g, '')}`;
  const [typed, setTyped] = useState<ItemDraft>(() => emptyDraft(category));
  // The category being looked at, until the owner picks another for the new item.
  const [picked, setPicked] = useState<PriceCategory | null>(null);
  const draft: ItemDraft = { ...typed, category: picked ?? category };
  const [problems, setProblems] = useState<ShownProblems>({});
  const [error, setError] = useState('');
  const [added, setAdded] = useState('');

  const change = (next: ItemDraft) => {
    if (next.category !== draft.category) setPicked(next.category);
    setTyped(next);
    setAdded('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setAdded('');
    const shown: ShownProblems = {};
    for (const [field, key] of Object.entries(draftProblems(draft))) shown[field as keyof ShownProblems] = t(key);
    setProblems(shown);
    if (Object.keys(shown).length > 0) return;
    add.mutate(addBodyOf(draft), {
      onSuccess: (saved) => {
        setAdded(t('add.added', { name: saved.name, category: t(CATEGORY_KEY[saved.category]) }));
        setTyped(emptyDraft(saved.category));
        setPicked(null);
      },
      onError: (err) => {
        const placed = placeServerError(err, draft, t, t('add.failed'));
        if (placed.field) setProblems({ [placed.field]: placed.text });
        else setError(placed.text);
      },
    });
  };

  return (
    <form className="pl-add" onSubmit={submit} noValidate aria-labelledby={`${idBase}-title`}>
      <h4 id={`${idBase}-title`}>{t('add.title')}</h4>
      <ItemFields idBase={idBase} draft={draft} problems={problems} onChange={change} t={t} categoryLabel={t('field.category')} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {added && (
        <p className="form-success" role="status">
          {added}
        </p>
      )}
      <button type="submit" className="btn" disabled={add.isPending}>
        {add.isPending ? t('add.adding') : t('add.submit')}
      </button>
    </form>
  );
}

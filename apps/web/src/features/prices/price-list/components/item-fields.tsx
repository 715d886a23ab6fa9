import { PRICE_CATEGORIES, PRICE_SERVICES, type PriceCategory } from '@laundry/shared/constants';
import { ApiError, errorText } from '../../../../lib/api-client';
import type { Translate } from '../../../../i18n/translate';
import type en from '../locales/en.json';
import { draftFieldOf, MAX_NAME_LENGTH, MAX_PRICE_LENGTH, type DraftField, type ItemDraft } from '../lib/price-fields';
import { CATEGORY_KEY, COLUMN_KEY } from './price-labels';
import { TextField } from './text-field';

type T = Translate<keyof typeof en>;
export type ShownProblems = Partial<Record<DraftField, string>>;

interface Props {
  idBase: string;
  draft: ItemDraft;
  problems: ShownProblems;
  onChange: (draft: ItemDraft) => void;
  t: T;
  /** "Category" when adding, "Move to category" when editing. */
  categoryLabel: string;
}

/** An item's names, category and three prices, as the edit and add forms share them. */
export function ItemFields({ idBase, draft, problems, onChange, t, categoryLabel }: Props) {
  const categoryNote = `${idBase}-category-note`;
  return (
    <div className="pl-fields">
      <TextField
        id={`${idBase}-name`}
        label={t('field.name')}
        value={draft.name}
        maxLength={MAX_NAME_LENGTH}
        problem={problems.name}
        onChange={(name) => onChange({ ...draft, name })}
      />
      <TextField
        id={`${idBase}-te`}
        label={t('field.te')}
        lang="te"
        value={draft.te}
        maxLength={MAX_NAME_LENGTH}
        problem={problems.te}
        onChange={(te) => onChange({ ...draft, te })}
      />
      <TextField
        id={`${idBase}-hi`}
        label={t('field.hi')}
        lang="hi"
        value={draft.hi}
        maxLength={MAX_NAME_LENGTH}
        problem={problems.hi}
        onChange={(hi) => onChange({ ...draft, hi })}
      />
      <div className="field">
        <label htmlFor={`${idBase}-category`}>{categoryLabel}</label>
        <select
          id={`${idBase}-category`}
          value={draft.category}
          aria-invalid={problems.category ? true : undefined}
          aria-describedby={problems.category ? categoryNote : undefined}
          onChange={(e) => onChange({ ...draft, category: e.target.value as PriceCategory })}
        >
          {PRICE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(CATEGORY_KEY[category])}
            </option>
          ))}
        </select>
        {problems.category && (
          <p className="field-error" id={categoryNote}>
            {problems.category}
          </p>
        )}
      </div>
      {PRICE_SERVICES.map((service) => (
        <TextField
          key={service}
          id={`${idBase}-${service.replace(/\s/g, '-').toLowerCase()}`}
          className="pl-fields__price"
          label={t(COLUMN_KEY[service])}
          value={draft.prices[service]}
          maxLength={MAX_PRICE_LENGTH}
          problem={problems[service]}
          onChange={(value) => onChange({ ...draft, prices: { ...draft.prices, [service]: value } })}
        />
      ))}
      <p className="field-hint pl-fields__hint">{t('field.priceHint')}</p>
    </div>
  );
}

/**
 * Where a refused save's message goes: a taken name beside the name (409 price_name_taken), a
 * refused field beside that field, anything else under the form.
 */
export function placeServerError(error: unknown, draft: ItemDraft, t: T, fallback: string): { field: DraftField | null; text: string } {
  if (error instanceof ApiError && error.code === 'price_name_taken') {
    return { field: 'name', text: t('problem.nameTaken', { name: draft.name.trim(), category: t(CATEGORY_KEY[draft.category]) }) };
  }
  const field = error instanceof ApiError ? draftFieldOf(error.field) : null;
  return { field, text: errorText(error, fallback) };
}

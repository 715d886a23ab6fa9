import type { PriceChange } from '@laundry/shared/contracts/prices';
import { useT } from '../../../../i18n/use-t';
import { formatIstDateTime } from '../../../../lib/ist-format';
import { usePriceHistory } from '../api/fetch-price-history';
import en from '../locales/en.json';
import { summarize, type FieldChange, type KgValue } from '../lib/history-changes';
import { numberText } from '../lib/rate-fields';
import { ChangedTo } from './changed-to';
import { categoryKey, COLUMN_KEY, SERVICE_KEY } from './price-labels';

const ACTION_KEY = {
  add: 'history.action.add',
  update: 'history.action.update',
  remove: 'history.action.remove',
  import: 'history.action.import',
  'per-kg': 'history.action.perKg',
} as const;

const FIELD_KEY = {
  name: 'field.name',
  te: 'field.te',
  hi: 'field.hi',
  category: 'field.category',
  ...COLUMN_KEY,
} as const;

function Entry({ entry }: { entry: PriceChange }) {
  const t = useT('price-list', en);
  const summary = summarize(entry);
  const category = categoryKey(entry.category);
  const subject =
    entry.action === 'per-kg'
      ? entry.name in SERVICE_KEY
        ? t(SERVICE_KEY[entry.name as keyof typeof SERVICE_KEY])
        : entry.name
      : category
        ? t('history.subject', { category: t(category), name: entry.name })
        : entry.name;
  const kg = (value: KgValue | null) =>
    value === null
      ? t('kg.notSet')
      : value.minKg > 0
        ? t('kg.stateMin', { rate: numberText(value.rate), min: numberText(value.minKg) })
        : t('kg.state', { rate: numberText(value.rate) });
  const shown = (change: FieldChange, value: string | null) => {
    if (value === null) return '';
    if (change.field === 'category') {
      const key = categoryKey(value);
      return key ? t(key) : value;
    }
    return value === '' ? t('row.noName') : value;
  };

  return (
    <li className="pl-history__entry" data-testid="price-change">
      <p className="pl-history__meta">
        <time dateTime={entry.at}>{formatIstDateTime(entry.at, t.language)}</time>
        <span>{t('history.by', { name: entry.actor.name })}</span>
      </p>
      <p className="pl-history__what">
        <span className="badge badge--muted">{t(ACTION_KEY[entry.action])}</span> <strong>{subject}</strong>
      </p>
      {summary.kind === 'kg' ? (
        <p className="pl-history__change">
          {kg(summary.before)} <ChangedTo /> {kg(summary.after)}
        </p>
      ) : (
        summary.fields.length > 0 && (
          <ul className="pl-history__changes">
            {summary.fields.map((change) => (
              <li key={change.field}>
                <span className="pl-history__field">{t(FIELD_KEY[change.field])}</span>{' '}
                {change.before !== null && change.after !== null ? (
                  <>
                    <del>{shown(change, change.before)}</del> <ChangedTo /> <ins>{shown(change, change.after)}</ins>
                  </>
                ) : (
                  // An added or removed item: what it has or had, no before and after.
                  <span>{shown(change, change.after ?? change.before)}</span>
                )}
              </li>
            ))}
          </ul>
        )
      )}
    </li>
  );
}

/** The latest changes to the list, newest first: who, when (IST) and what, before → after. */
export function PriceHistory() {
  const t = useT('price-list', en);
  const history = usePriceHistory();
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section className="pl-block" aria-labelledby="price-history-title">
      <h3 id="price-history-title">{t('history.title')}</h3>
      {history.isPending ? (
        <p role="status">{t('history.loading')}</p>
      ) : history.isError && entries.length === 0 ? (
        <div className="form-error" role="alert">
          <p>{t('history.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void history.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="field-hint">{t('history.none')}</p>
      ) : (
        <ol className="pl-history">
          {entries.map((entry) => (
            <Entry key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
      {history.isFetchNextPageError && (
        <p className="form-error" role="alert">
          {t('history.failed')}
        </p>
      )}
      {history.hasNextPage && (
        <button type="button" className="btn btn-secondary btn-sm" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? t('history.loadingMore') : t('history.more')}
        </button>
      )}
    </section>
  );
}

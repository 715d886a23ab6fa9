import { PRICE_CATEGORIES, PRICE_SERVICES } from '@laundry/shared/constants';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';
import { PRICE_CSV_COLUMNS } from '../lib/price-csv';
import type { ImportPlan, ImportRow } from '../lib/price-import';
import { ChangedTo } from './changed-to';
import { CATEGORY_KEY } from './price-labels';

/** A cell that changes shows what it was; a new item's cells are simply its values. */
function Cell({ before, after }: { before: string | undefined; after: string }) {
  if (before === undefined || before === after) return <>{after}</>;
  return (
    <>
      <del>{before || '—'}</del> <ChangedTo /> <ins>{after}</ins>
    </>
  );
}

function NameCell({ row, lang }: { row: ImportRow; lang: 'te' | 'hi' }) {
  const given = row.names[lang];
  const saved = row.before?.names[lang];
  if (given === undefined) return <span lang={lang}>{saved ?? ''}</span>;
  return (
    <span lang={lang}>
      <Cell before={row.before ? saved : undefined} after={given} />
    </span>
  );
}

/** What a chosen file would do: its problems by row, or the rows it adds and changes. */
export function ImportPreview({ fileName, plan }: { fileName: string; plan: ImportPlan }) {
  const t = useT('price-list', en);
  const expected = PRICE_CSV_COLUMNS.join(', ');
  const categories = PRICE_CATEGORIES.join(', ');
  const sending = plan.rows.filter((r) => r.status !== 'same');
  const count = (status: ImportRow['status']) => plan.rows.filter((r) => r.status === status).length;
  const refused = plan.fileProblems.length > 0 || plan.problems.length > 0;

  return (
    <div className="pl-preview" data-testid="import-preview">
      <p className="pl-preview__file">{t('import.file', { name: fileName })}</p>
      {refused ? (
        <div className="form-error" role="alert">
          <p>{t('import.refused')}</p>
          <ul className="pl-preview__problems">
            {plan.fileProblems.map((p) => (
              <li key={p.key}>{t(p.key, { ...p, expected })}</li>
            ))}
            {plan.problems.map((p, i) => (
              <li key={`${p.row}-${i}`}>{t(p.key, { ...p, categories })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status">{t('import.summary', { added: count('new'), changed: count('changed'), same: count('same') })}</p>
      )}
      {!refused && sending.length > 0 && (
        <div className="pl-preview__scroll" role="region" aria-label={t('import.tableLabel')} tabIndex={0}>
          <table className="pl-preview__table">
            <thead>
              <tr>
                <th scope="col">{t('import.col.row')}</th>
                <th scope="col">{t('field.name')}</th>
                <th scope="col">{t('import.col.change')}</th>
                <th scope="col">{t('field.category')}</th>
                <th scope="col">{t('field.te')}</th>
                <th scope="col">{t('field.hi')}</th>
                <th scope="col">{t('column.steamIron')}</th>
                <th scope="col">{t('column.washIron')}</th>
                <th scope="col">{t('column.dryClean')}</th>
              </tr>
            </thead>
            <tbody>
              {sending.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <th scope="row">{row.name}</th>
                  <td>
                    <span className={`badge${row.status === 'new' ? ' badge--accent' : ''}`}>
                      {row.status === 'new' ? t('import.status.new') : t('import.status.changed')}
                    </span>
                  </td>
                  <td>{t(CATEGORY_KEY[row.category])}</td>
                  <td>
                    <NameCell row={row} lang="te" />
                  </td>
                  <td>
                    <NameCell row={row} lang="hi" />
                  </td>
                  {PRICE_SERVICES.map((service) => (
                    <td key={service}>
                      <Cell before={row.before?.prices[service]} after={row.prices[service]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

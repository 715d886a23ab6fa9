import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAudit } from '../api/fetch-audit';
import en from '../locales/en.json';
import { AuditEntries } from './audit-entries';
import './audit.css';

const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Settings → Audit: a day's changes by the shop's staff, filtered by person (docs/decisions/0084). */
export function AuditLog() {
  const t = useT('audit', en);
  const [date, setDate] = useState(todayIst);
  const [actor, setActor] = useState('');
  const day = useAudit({ date });
  const all = day.data?.pages.flatMap((page) => page.data) ?? [];
  const people = [...new Map(all.flatMap((e) => (e.actor ? [[e.actor._id, e.actor.name] as const] : []))).entries()];
  const entries = actor ? all.filter((e) => e.actor?._id === actor) : all;
  return (
    <section className="audit-log card" aria-labelledby="audit-log-title">
      <h2 id="audit-log-title">{t('title')}</h2>
      <p className="field-hint">{t('hint')}</p>
      <div className="audit-filters">
        <div className="field">
          <label htmlFor="audit-date">{t('date')}</label>
          <input id="audit-date" className="admin-input" type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="audit-actor">{t('person')}</label>
          <select id="audit-actor" className="admin-input" value={actor} onChange={(e) => setActor(e.target.value)}>
            <option value="">{t('everyone')}</option>
            {people.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {day.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : day.isError ? (
        <p className="form-error">{t('failed')}</p>
      ) : entries.length === 0 ? (
        <p className="field-hint">{t('empty')}</p>
      ) : (
        <AuditEntries entries={entries} showOrder />
      )}
      {day.hasNextPage && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void day.fetchNextPage()}>
          {t('more')}
        </button>
      )}
    </section>
  );
}

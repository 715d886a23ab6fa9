import { useState, type FormEvent } from 'react';
import { closedDateSchema, type ClosedDate } from '@laundry/shared/contracts/slots';
import { istDate } from '@laundry/shared/rules/ist';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { formatCalendarDate } from '../../../../lib/ist-format';
import { useClosedDates } from '../api/fetch-closed-dates';
import { useSaveClosedDates } from '../api/save-closed-dates';
import en from '../locales/en.json';
import { addOnEnter, SaveStatus } from './save-status';
import { SectionNotReady } from './section-not-ready';
import './shop-settings.css';

type Problem = 'date' | 'repeat' | 'name';

/**
 * The dates the shop is closed, Sankranti and the like (docs/decisions/0048): added and removed
 * here, kept with Save (PUT /admin/closed-dates replaces the list). No window opens on them.
 */
export function ClosedDatesEditor() {
  const t = useT('shop-settings', en);
  const stored = useClosedDates();
  const save = useSaveClosedDates();
  // The list as the admin changed it (not saved yet); until then, the saved one.
  const [edited, setEdited] = useState<ClosedDate[] | null>(null);
  const list = edited ?? stored.data?.dates ?? null;
  const [date, setDate] = useState('');
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  const heading = <h2 id="closed-dates-title">{t('closed.title')}</h2>;
  if (!list)
    return (
      <SectionNotReady
        titleId="closed-dates-title"
        heading={heading}
        failed={stored.isError}
        failedText={t('closed.failed')}
        retry={() => void stored.refetch()}
      />
    );

  const edit = (next: ClosedDate[]) => {
    setEdited(next);
    setSaved(false);
    setError('');
  };

  const add = () => {
    const parsed = closedDateSchema.safeParse({ date, label });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.path[0] === 'label' ? 'name' : 'date');
    if (list.some((d) => d.date === parsed.data.date)) return setProblem('repeat');
    edit([...list, parsed.data].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
    setLabel('');
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(list, {
      onSuccess: () => {
        setEdited(null);
        setSaved(true);
      },
      onError: (err) => setError(errorText(err, t('saveFailed'))),
    });
  };

  const today = istDate(new Date());
  return (
    <section className="shop-settings card" aria-labelledby="closed-dates-title">
      {heading}
      <p className="field-hint">{t('closed.hint')}</p>
      <form className="shop-settings__form shop-settings__form--wide" onSubmit={submit} noValidate>
        {list.length === 0 ? (
          <p>{t('closed.none')}</p>
        ) : (
          <ul className="settings-list" aria-labelledby="closed-dates-title">
            {list.map((d) => {
              const shown = formatCalendarDate(d.date, t.language);
              return (
                <li key={d.date} className={d.date < today ? 'settings-list__row settings-list__row--past' : 'settings-list__row'}>
                  <span className="settings-list__main">
                    <strong>{shown}</strong>
                    {d.label && <span>{d.label}</span>}
                    {d.date < today && <span className="settings-list__tag">{t('closed.past')}</span>}
                  </span>
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={t('closed.removeLabel', { date: shown })}
                    onClick={() => edit(list.filter((x) => x.date !== d.date))}
                  >
                    {t('remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="settings-add">
          <div className="field">
            <label htmlFor="closed-date">{t('closed.label.date')}</label>
            <input
              id="closed-date"
              onKeyDown={addOnEnter(add)}
              className="admin-input"
              type="date"
              value={date}
              aria-invalid={problem === 'date' || problem === 'repeat' ? true : undefined}
              aria-describedby={problem ? 'closed-add-problem' : undefined}
              onChange={(e) => {
                setDate(e.target.value);
                setProblem(null);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="closed-name">{t('closed.label.name')}</label>
            <input
              id="closed-name"
              className="admin-input"
              value={label}
              maxLength={60}
              placeholder={t('closed.placeholder.name')}
              aria-invalid={problem === 'name' ? true : undefined}
              onChange={(e) => {
                setLabel(e.target.value);
                setProblem(null);
              }}
              onKeyDown={addOnEnter(add)}
            />
          </div>
          <button type="button" className="btn btn-secondary settings-add__button" onClick={add}>
            {t('closed.add')}
          </button>
          {problem && (
            <p className="field-error settings-add__problem" id="closed-add-problem" role="alert">
              {t(`closed.problem.${problem}`)}
            </p>
          )}
        </div>
        <SaveStatus
          error={error}
          saved={saved ? t('closed.saved') : null}
          pending={edited ? t('unsaved') : null}
          busy={save.isPending}
          label={t('save')}
          busyLabel={t('saving')}
        />
      </form>
    </section>
  );
}

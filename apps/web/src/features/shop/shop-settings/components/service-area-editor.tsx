import { useState, type FormEvent } from 'react';
import { serviceAreaEntrySchema, type ServiceAreaEntry } from '@laundry/shared/contracts/slots';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useServiceArea } from '../api/fetch-service-area';
import { useSaveServiceArea } from '../api/save-service-area';
import en from '../locales/en.json';
import { addOnEnter, SaveStatus } from './save-status';
import { SectionNotReady } from './section-not-ready';
import './shop-settings.css';

type Problem = 'pincode' | 'repeat' | 'locality';

/**
 * The pincodes the shop reaches, each with an optional locality and an Express tick
 * (docs/decisions/0048): edited here, kept with Save (PUT /admin/service-area replaces the list).
 */
export function ServiceAreaEditor() {
  const t = useT('shop-settings', en);
  const stored = useServiceArea();
  const save = useSaveServiceArea();
  // The list as the admin changed it (not saved yet); until then, the saved one.
  const [edited, setEdited] = useState<ServiceAreaEntry[] | null>(null);
  const list = edited ?? stored.data?.pincodes ?? null;
  const [pincode, setPincode] = useState('');
  const [locality, setLocality] = useState('');
  const [express, setExpress] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [rowProblems, setRowProblems] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  const heading = <h2 id="service-area-title">{t('area.title')}</h2>;
  if (!list)
    return (
      <SectionNotReady
        titleId="service-area-title"
        heading={heading}
        failed={stored.isError}
        failedText={t('area.failed')}
        retry={() => void stored.refetch()}
      />
    );

  const edit = (next: ServiceAreaEntry[]) => {
    setEdited(next);
    setSaved(false);
    setError('');
  };
  const change = (code: string, patch: Partial<ServiceAreaEntry>) => {
    edit(list.map((p) => (p.pincode === code ? { ...p, ...patch } : p)));
    setRowProblems((s) => new Set([...s].filter((x) => x !== code)));
  };

  const add = () => {
    const parsed = serviceAreaEntrySchema.safeParse({ pincode: pincode.trim(), locality, express });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.path[0] === 'locality' ? 'locality' : 'pincode');
      return;
    }
    if (list.some((p) => p.pincode === parsed.data.pincode)) {
      setProblem('repeat');
      return;
    }
    edit([...list, parsed.data].sort((a, b) => a.pincode.localeCompare(b.pincode)));
    setPincode('');
    setLocality('');
    setExpress(false);
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const bad = list.filter((p) => !serviceAreaEntrySchema.safeParse(p).success).map((p) => p.pincode);
    setRowProblems(new Set(bad));
    if (bad.length > 0) return;
    save.mutate(
      list.map((p) => ({ ...p, locality: p.locality.trim() })),
      {
        onSuccess: () => {
          setEdited(null);
          setSaved(true);
        },
        onError: (err) => setError(errorText(err, t('saveFailed'))),
      },
    );
  };

  return (
    <section className="shop-settings card" aria-labelledby="service-area-title">
      {heading}
      <p className="field-hint">{t('area.hint')}</p>
      <form className="shop-settings__form shop-settings__form--wide" onSubmit={submit} noValidate>
        {list.length === 0 ? (
          <p>{t('area.empty')}</p>
        ) : (
          <>
            <p className="field-hint" role="status">
              {t('area.count', { count: list.length, express: list.filter((p) => p.express).length })}
            </p>
            <ul className="settings-list" aria-labelledby="service-area-title">
              {list.map((p) => (
                <li key={p.pincode} className="settings-list__row settings-list__row--area">
                  <strong className="settings-list__code">{p.pincode}</strong>
                  <input
                    className="admin-input"
                    value={p.locality}
                    maxLength={60}
                    placeholder={t('area.label.locality')}
                    aria-label={t('area.localityLabel', { pincode: p.pincode })}
                    aria-invalid={rowProblems.has(p.pincode) ? true : undefined}
                    onChange={(e) => change(p.pincode, { locality: e.target.value })}
                  />
                  <label className="settings-list__check">
                    <input
                      type="checkbox"
                      checked={p.express}
                      aria-label={t('area.expressLabel', { pincode: p.pincode })}
                      onChange={(e) => change(p.pincode, { express: e.target.checked })}
                    />
                    <span aria-hidden="true">{t('area.label.express')}</span>
                  </label>
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={t('area.removeLabel', { pincode: p.pincode })}
                    onClick={() => edit(list.filter((x) => x.pincode !== p.pincode))}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
            {rowProblems.size > 0 && (
              <p className="field-error" role="alert">
                {t('area.problem.locality')}
              </p>
            )}
          </>
        )}
        <div className="settings-add settings-add--area">
          <div className="field">
            <label htmlFor="area-pincode">{t('area.label.pincode')}</label>
            <input
              id="area-pincode"
              onKeyDown={addOnEnter(add)}
              className="admin-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pincode}
              aria-invalid={problem === 'pincode' || problem === 'repeat' ? true : undefined}
              aria-describedby={problem ? 'area-add-problem' : undefined}
              onChange={(e) => {
                setPincode(e.target.value.replace(/\D/g, ''));
                setProblem(null);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="area-locality">{t('area.label.locality')}</label>
            <input
              id="area-locality"
              onKeyDown={addOnEnter(add)}
              className="admin-input"
              value={locality}
              maxLength={60}
              aria-invalid={problem === 'locality' ? true : undefined}
              onChange={(e) => {
                setLocality(e.target.value);
                setProblem(null);
              }}
            />
          </div>
          <label className="settings-list__check settings-add__check">
            <input type="checkbox" checked={express} onChange={(e) => setExpress(e.target.checked)} />
            <span>{t('area.label.express')}</span>
          </label>
          <button type="button" className="btn btn-secondary settings-add__button" onClick={add}>
            {t('area.add')}
          </button>
          {problem && (
            <p className="field-error settings-add__problem" id="area-add-problem" role="alert">
              {t(`area.problem.${problem}`)}
            </p>
          )}
        </div>
        <SaveStatus
          error={error}
          saved={saved ? t('area.saved') : null}
          pending={edited ? t('unsaved') : null}
          busy={save.isPending}
          label={t('save')}
          busyLabel={t('saving')}
        />
      </form>
    </section>
  );
}

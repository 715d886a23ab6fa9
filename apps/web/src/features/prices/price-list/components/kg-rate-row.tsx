import { useState, type FormEvent } from 'react';
import type { Service } from '@laundry/shared/constants';
import type { PerKgMap } from '@laundry/shared/contracts/prices';
import { useT } from '../../../../i18n/use-t';
import { ApiError, errorText } from '../../../../lib/api-client';
import { useRemoveKgRate } from '../api/remove-kg-rate';
import { useSetKgRate } from '../api/set-kg-rate';
import en from '../locales/en.json';
import { numberText, readKgRate, type KgRateProblems } from '../lib/rate-fields';
import { SERVICE_KEY } from './price-labels';
import { TextField } from './text-field';

type Shown = Partial<Record<keyof KgRateProblems, string>>;

/** One service's rate per kg and minimum: set, changed or removed. */
export function KgRateRow({ service, rate }: { service: Service; rate: PerKgMap[Service] }) {
  const t = useT('price-list', en);
  const set = useSetKgRate();
  const remove = useRemoveKgRate();
  const [rateText, setRateText] = useState(numberText(rate?.rate));
  const [minText, setMinText] = useState(numberText(rate?.minKg, true));
  const [problems, setProblems] = useState<Shown>({});
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const busy = set.isPending || remove.isPending;
  const name = t(SERVICE_KEY[service]);
  const id = `kg-${service.replace(/\s/g, '-').toLowerCase()}`;

  const edited = (apply: () => void) => {
    apply();
    setSaved('');
    setError('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSaved('');
    const read = readKgRate(rateText, minText);
    if ('problems' in read) {
      setProblems({ rate: read.problems.rate && t(read.problems.rate), minKg: read.problems.minKg && t(read.problems.minKg) });
      return;
    }
    setProblems({});
    set.mutate(
      { service, body: read.body },
      {
        onSuccess: () => setSaved(t('kg.saved', { service: name })),
        onError: (err) => {
          const text = errorText(err, t('kg.failed'));
          const field = err instanceof ApiError ? err.field : null;
          if (field === 'rate' || field === 'minKg') setProblems({ [field]: text });
          else setError(text);
        },
      },
    );
  };

  const stop = () => {
    if (!window.confirm(t('kg.confirmRemove', { service: name }))) return;
    setError('');
    setSaved('');
    remove.mutate(service, {
      onSuccess: () => {
        setRateText('');
        setMinText('');
        setSaved(t('kg.removed', { service: name }));
      },
      onError: (err) => setError(errorText(err, t('kg.failed'))),
    });
  };

  return (
    <li className="pl-kg" data-testid="kg-rate" data-service={service}>
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="pl-kg__head">
          <h4 id={`${id}-title`}>{name}</h4>
          <span className={`badge${rate ? '' : ' badge--muted'}`}>
            {rate
              ? rate.minKg > 0
                ? t('kg.stateMin', { rate: numberText(rate.rate), min: numberText(rate.minKg) })
                : t('kg.state', { rate: numberText(rate.rate) })
              : t('kg.notSet')}
          </span>
        </div>
        <div className="pl-kg__fields">
          <TextField
            id={`${id}-rate`}
            label={t('kg.rate')}
            inputMode="decimal"
            value={rateText}
            problem={problems.rate}
            onChange={(v) => edited(() => setRateText(v))}
          />
          <TextField
            id={`${id}-min`}
            label={t('kg.min')}
            inputMode="decimal"
            value={minText}
            problem={problems.minKg}
            hint={t('kg.minHint')}
            onChange={(v) => edited(() => setMinText(v))}
          />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {saved && !error && (
          <p className="form-success" role="status">
            {saved}
          </p>
        )}
        <div className="pl-row__actions">
          <button type="submit" className="btn btn-sm" disabled={busy}>
            {set.isPending ? t('row.saving') : t('kg.save')}
          </button>
          {rate && (
            <button type="button" className="btn btn-danger-outline btn-sm" disabled={busy} onClick={stop}>
              {remove.isPending ? t('row.removing') : t('kg.remove')}
            </button>
          )}
        </div>
      </form>
    </li>
  );
}

import { useState, type FormEvent } from 'react';
import { useT } from '../../../../i18n/use-t';
import { ApiError, errorText } from '../../../../lib/api-client';
import { useSaveExpressFactor } from '../api/save-express-factor';
import en from '../locales/en.json';
import { numberText, readExpressFactor } from '../lib/rate-fields';
import { TextField } from './text-field';

/** An example bill the hint works out, so the owner sees what a factor means in rupees. */
const EXAMPLE_RUPEES = 200;

/** Express costs this many times the regular price (the shop's setting, 1.5 until changed). */
export function ExpressFactorForm({ factor }: { factor: number }) {
  const t = useT('price-list', en);
  const save = useSaveExpressFactor();
  const [text, setText] = useState(numberText(factor));
  const [problem, setProblem] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const typed = readExpressFactor(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSaved(false);
    if (typed === null) {
      setProblem(t('problem.expressFactor'));
      return;
    }
    setProblem('');
    save.mutate(typed, {
      onSuccess: (settings) => {
        setText(numberText(settings.expressFactor));
        setSaved(true);
      },
      onError: (err) => {
        const text = errorText(err, t('express.failed'));
        if (err instanceof ApiError && err.field === 'expressFactor') setProblem(text);
        else setError(text);
      },
    });
  };

  return (
    <section className="pl-block" aria-labelledby="price-express-title">
      <h3 id="price-express-title">{t('express.title')}</h3>
      <form className="pl-express" onSubmit={submit} noValidate>
        <TextField
          id="price-express-factor"
          label={t('express.label')}
          inputMode="decimal"
          value={text}
          maxLength={4}
          problem={problem}
          hint={
            typed === null
              ? t('express.hint')
              : t('express.example', { regular: EXAMPLE_RUPEES, express: numberText(Math.round(EXAMPLE_RUPEES * typed * 100) / 100) })
          }
          onChange={(v) => {
            setText(v);
            setProblem('');
            setSaved(false);
          }}
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {saved && !error && (
          <p className="form-success" role="status">
            {t('express.saved')}
          </p>
        )}
        <button type="submit" className="btn btn-sm" disabled={save.isPending}>
          {save.isPending ? t('row.saving') : t('express.save')}
        </button>
      </form>
    </section>
  );
}

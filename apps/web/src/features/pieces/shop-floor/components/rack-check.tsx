import { useId, useState, type ReactNode } from 'react';
import { RACK_PATTERN, type RackCheck as RackCheckAnswer } from '@laundry/shared/contracts/pieces';
import { readCode } from '@laundry/shared/rules/tags';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useCheckRack } from '../api/check-rack';
import en from '../locales/en.json';
import { CodeScanner } from './code-scanner';
import { RackChip } from './rack-chip';

/** A code as the list shows it: the tag when it reads as one (a QR's `SLL:1042-03` as 1042-03), else as scanned. */
function shownCode(code: string): string {
  const read = readCode(code);
  return read.ok ? read.tag : code;
}

function ResultList({ title, empty, children, count }: { title: string; empty: string; children: ReactNode; count: number }) {
  return (
    <div className="rack-result">
      <h3>{title}</h3>
      {count === 0 ? <p className="rack-result__empty">{empty}</p> : <ul className="rack-result__list">{children}</ul>}
    </div>
  );
}

function Results({ answer }: { answer: RackCheckAnswer }) {
  const t = useT('shop-floor', en);
  return (
    <section className="rack-results" aria-labelledby="rack-results-title" aria-live="polite">
      <h2 id="rack-results-title">{t('rack.results', { rack: answer.rack, found: answer.found.length, expected: answer.expected.length })}</h2>
      <ResultList title={t('rack.missing')} empty={t('rack.missing.none')} count={answer.missing.length}>
        {answer.missing.map((m) => (
          <li key={m.tag}>
            <strong>{m.tag}</strong> <span>{t('rack.ofOrder', { orderNumber: m.orderNumber })}</span>
          </li>
        ))}
      </ResultList>
      <ResultList title={t('rack.misplaced')} empty={t('rack.misplaced.none')} count={answer.misplaced.length}>
        {answer.misplaced.map((m) => (
          <li key={m.tag}>
            <strong>{m.tag}</strong> <span>{t('rack.ofOrder', { orderNumber: m.orderNumber })}</span>{' '}
            {m.rack ? <RackChip rack={m.rack} /> : <span className="badge badge--muted">{t('today.noRack')}</span>}
          </li>
        ))}
      </ResultList>
      <ResultList title={t('rack.unknown')} empty={t('rack.unknown.none')} count={answer.unknown.length}>
        {answer.unknown.map((code) => (
          <li key={code}>
            <strong>{code}</strong>
          </li>
        ))}
      </ResultList>
    </section>
  );
}

/**
 * Rack check (docs/decisions/0056): name the rack, scan every tag on it one after another, then
 * Check: what should be there and is not, what is there and belongs elsewhere, and what is not ours.
 */
export function RackCheck() {
  const t = useT('shop-floor', en);
  const id = useId();
  const check = useCheckRack();
  const [rack, setRack] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [rackInvalid, setRackInvalid] = useState(false);

  // A change after a check makes its answer stale: it goes until the next Check.
  const changed = () => {
    if (check.data || check.error) check.reset();
  };
  const add = (code: string) => {
    const shown = shownCode(code.trim());
    if (!shown) return;
    setCodes((list) => (list.some((c) => shownCode(c) === shown) ? list : [...list, code.trim()]));
    changed();
  };
  const remove = (code: string) => {
    setCodes((list) => list.filter((c) => c !== code));
    changed();
  };
  const onCheck = () => {
    const name = rack.trim().toUpperCase();
    const ok = RACK_PATTERN.test(name);
    setRackInvalid(!ok);
    if (ok) check.mutate({ rack: name, codes });
  };

  const rackError = rackInvalid ? t('rack.invalid') : null;
  return (
    <section className="scan-card card" aria-labelledby="rack-check-title">
      <h2 id="rack-check-title">{t('rack.title')}</h2>
      <p className="field-hint">{t('rack.hint')}</p>
      <div className="field rack-check__rack">
        <label htmlFor={`${id}-rack`}>{t('rack.name')}</label>
        <input
          id={`${id}-rack`}
          className="admin-input"
          value={rack}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('rack.name.placeholder')}
          aria-invalid={rackError ? true : undefined}
          aria-describedby={rackError ? `${id}-rack-error` : undefined}
          onChange={(e) => {
            setRack(e.target.value.toUpperCase());
            changed();
          }}
        />
        {rackError && (
          <p className="field-error" id={`${id}-rack-error`} role="alert">
            {rackError}
          </p>
        )}
      </div>
      <CodeScanner onCode={add} submitLabel={t('rack.add')} continuous />
      <div className="rack-check__scanned">
        <h3>{t('rack.scanned', { count: codes.length })}</h3>
        {codes.length > 0 && (
          <ol className="rack-check__codes">
            {codes.map((code) => (
              <li key={code}>
                <span>{shownCode(code)}</span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  aria-label={t('rack.remove.label', { code: shownCode(code) })}
                  onClick={() => remove(code)}
                >
                  {t('rack.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="rack-check__actions">
        <button type="button" className="btn" onClick={onCheck} disabled={check.isPending}>
          {check.isPending ? t('rack.checking') : t('rack.check')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={codes.length === 0}
          onClick={() => {
            setCodes([]);
            changed();
          }}
        >
          {t('rack.clear')}
        </button>
      </div>
      {check.isError && (
        <p className="form-error" role="alert">
          {errorText(check.error, t('rack.failed'))}
        </p>
      )}
      {check.data && <Results answer={check.data} />}
    </section>
  );
}

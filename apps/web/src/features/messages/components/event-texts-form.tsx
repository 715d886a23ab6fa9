import { useId, useState, type FormEvent } from 'react';
import type { MessageEvent, MessageText } from '@laundry/shared/contracts/messages';
import { MESSAGE_VARIABLES } from '@laundry/shared/rules/message-texts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../i18n/language';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorText } from '../../../lib/api-client';
import type { MessageTexts } from '../api/fetch-message-texts';
import { useSaveMessageTexts } from '../api/save-message-texts';
import en from '../locales/en.json';

type Row = MessageTexts['texts'][number];
type Drafts = Record<Language, string>;

function draftsOf(rows: readonly Row[]): Drafts {
  const drafts: Drafts = { en: '', te: '', hi: '' };
  for (const row of rows) drafts[row.language] = row.text;
  return drafts;
}

/** The server names the refused text by its place in what was sent: `texts.1.text`. */
function refusedIndex(error: unknown): number | null {
  const match = error instanceof ApiError ? /^texts\.(\d+)/.exec(error.field ?? '') : null;
  return match ? Number(match[1]) : null;
}

type Outcome = { kind: 'saved' | 'unchanged' } | { kind: 'refused'; language: Language | null; text: string };

/** One event's words in English, Telugu and Hindi; Save sends only the languages that changed. */
export function EventTextsForm({ event, rows }: { event: MessageEvent; rows: readonly Row[] }) {
  const t = useT('messages', en);
  const id = useId();
  const save = useSaveMessageTexts();
  const saved = draftsOf(rows);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(rows));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fields = [...MESSAGE_VARIABLES[event], 'shop'];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const changed: MessageText[] = LANGUAGES.filter((language) => drafts[language] !== saved[language]).map((language) => ({
      event,
      language,
      text: drafts[language],
    }));
    if (changed.length === 0) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    setOutcome(null);
    save.mutate(changed, {
      // The server trims what it keeps: the boxes show what it now holds.
      onSuccess: (answer) => {
        setDrafts(draftsOf(answer.texts.filter((row) => row.event === event)));
        setOutcome({ kind: 'saved' });
      },
      onError: (error) => {
        const index = refusedIndex(error);
        const language = index === null ? null : (changed[index]?.language ?? null);
        setOutcome({ kind: 'refused', language, text: errorText(error, t('texts.failed')) });
      },
    });
  };

  const refusedHere = (language: Language) => outcome?.kind === 'refused' && outcome.language === language;

  return (
    <form className="event-texts" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${id}-title`}>{t(`event.${event}`)}</h3>
      <p className="event-texts__fields">
        {t('texts.fields')}{' '}
        {fields.map((field) => (
          <code key={field}>{`{${field}}`}</code>
        ))}
      </p>
      <div className="event-texts__languages">
        {LANGUAGES.map((language) => {
          const row = rows.find((r) => r.language === language);
          const errorId = `${id}-${language}-error`;
          return (
            <div className="field" key={language}>
              <label htmlFor={`${id}-${language}`}>
                <span lang={language}>{LANGUAGE_NAMES[language]}</span>
                {row?.edited && <span className="badge badge--muted event-texts__edited">{t('texts.edited')}</span>}
              </label>
              <textarea
                id={`${id}-${language}`}
                lang={language}
                rows={4}
                maxLength={1000}
                value={drafts[language]}
                aria-invalid={refusedHere(language) || undefined}
                aria-describedby={refusedHere(language) ? errorId : undefined}
                onChange={(e) => {
                  const text = e.target.value;
                  setDrafts((d) => ({ ...d, [language]: text }));
                }}
              />
              {outcome?.kind === 'refused' && outcome.language === language && (
                <p className="field-error" id={errorId} role="alert">
                  {outcome.text}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="event-texts__actions">
        <button type="submit" className="btn btn-sm" disabled={save.isPending}>
          {save.isPending ? t('texts.saving') : t('texts.save')}
        </button>
        {outcome?.kind === 'refused' && outcome.language === null && (
          <p className="field-error" role="alert">
            {outcome.text}
          </p>
        )}
        <p className="event-texts__status" role="status">
          {outcome?.kind === 'saved' ? t('texts.saved') : outcome?.kind === 'unchanged' ? t('texts.unchanged') : ''}
        </p>
      </div>
    </form>
  );
}

import { MESSAGE_EVENTS } from '@laundry/shared/contracts/messages';
import { useT } from '../../../i18n/use-t';
import { useMessageTexts } from '../api/fetch-message-texts';
import en from '../locales/en.json';
import { EventTextsForm } from './event-texts-form';

/** The click-to-send words of every event in every language, each event saved on its own. */
export function MessageTextsEditor() {
  const t = useT('messages', en);
  const texts = useMessageTexts();
  return (
    <section className="message-texts card" aria-labelledby="message-texts-title">
      <h2 id="message-texts-title">{t('texts.title')}</h2>
      <p className="field-hint">{t('texts.hint')}</p>
      {texts.isPending ? (
        <p role="status">{t('texts.loading')}</p>
      ) : texts.isError ? (
        <div className="form-error" role="alert">
          <p>{t('texts.loadFailed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void texts.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        MESSAGE_EVENTS.map((event) => <EventTextsForm key={event} event={event} rows={texts.data.texts.filter((row) => row.event === event)} />)
      )}
    </section>
  );
}

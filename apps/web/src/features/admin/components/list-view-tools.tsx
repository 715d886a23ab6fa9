import { useT } from '../../../i18n/use-t';
import { setChimeEnabled, useChimeEnabled } from '../lib/chime';
import en from '../locales/en.json';

interface Props {
  today: boolean;
  onToday: (today: boolean) => void;
}

/** All orders or today's pickups (IST), and the new-order chime (off until the shop turns it on). */
export function ListViewTools({ today, onToday }: Props) {
  const t = useT('admin', en);
  const chime = useChimeEnabled();
  return (
    <div className="order-list-tools">
      <div className="order-view-switch" role="group" aria-label={t('tools.which')}>
        <button type="button" aria-pressed={!today} onClick={() => onToday(false)}>
          {t('tools.all')}
        </button>
        <button type="button" aria-pressed={today} onClick={() => onToday(true)}>
          {t('tools.today')}
        </button>
      </div>
      <button
        type="button"
        className="order-chime-toggle"
        aria-pressed={chime}
        title={t('tools.chime.title')}
        onClick={() => setChimeEnabled(!chime)}
      >
        <svg className="order-chime-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5a6 6 0 0 0-5-5.9V4a1 1 0 0 0-2 0v1.1A6 6 0 0 0 6 11v5l-2 2v1h16v-1z"
          />
          {!chime && <path stroke="currentColor" strokeWidth="2.2" d="M3 3l18 18" />}
        </svg>{' '}
        <span className="order-chime-label">{t('tools.chime.label')}</span>
      </button>
    </div>
  );
}

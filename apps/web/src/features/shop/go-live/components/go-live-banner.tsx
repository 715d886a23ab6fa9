import { useT } from '../../../../i18n/use-t';
import { useGoLive } from '../api/fetch-go-live';
import en from '../locales/en.json';
import './go-live.css';

/** On the dashboard until every required go-live item is done (docs/decisions/0083). */
export function GoLiveBanner({ onOpen }: { onOpen: () => void }) {
  const t = useT('go-live', en);
  const state = useGoLive();
  if (!state.data || state.data.done) return null;
  const left = state.data.items.filter((i) => i.required && !i.done).length;
  return (
    <div className="go-live-banner" role="status" data-testid="go-live-banner">
      <span>{t('banner.text', { left })}</span>
      <button type="button" className="btn btn-sm" onClick={onOpen}>
        {t('banner.open')}
      </button>
    </div>
  );
}

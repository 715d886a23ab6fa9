import { useEffect } from 'react';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session';
import { useWaitingUpdate } from '../../lib/service-worker/update-store';
import en from './locales/en.json';
import './app-install.css';

/**
 * The page's link to the app's manifest follows the reader (decision 0080): their language, and the
 * staff's shortcuts (dashboard, stops) once a rider or admin is signed in.
 */
function useManifestLink(): void {
  const language = useLanguage();
  const { user } = useSession();
  const staff = user?.role === 'admin' || user?.role === 'rider';
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.setAttribute('href', `/${staff ? 'staff' : 'manifest'}.webmanifest?lang=${language}`);
  }, [language, staff]);
}

/** "A new version is ready · Reload" while a new build waits, and the manifest link kept current. */
export function AppUpdates() {
  const t = useT('app-install', en);
  const update = useWaitingUpdate();
  useManifestLink();
  if (!update) return null;
  return (
    <div className="app-update" role="status" data-testid="app-update">
      <span>{t('update.text')}</span>
      <button type="button" className="btn btn-sm btn-light" onClick={update}>
        {t('update.reload')}
      </button>
    </div>
  );
}

import { useInstallInvitation } from '../../lib/install-prompt';
import { useBusinessProfile } from '../../lib/use-business-profile';
import { useT } from '../../i18n/use-t';
import en from './locales/en.json';
import './app-install.css';

/** The invitation to install the app (decision 0080): where a returning customer who has booked looks next. */
export function InstallInvitation() {
  const t = useT('app-install', en);
  const shop = useBusinessProfile();
  const { invitation, install, dismiss } = useInstallInvitation();
  if (!invitation) return null;
  return (
    <section className="install-invitation card" aria-labelledby="install-invitation-title" data-testid="install-invitation">
      <h2 id="install-invitation-title">{t('install.title', { shop: shop.name })}</h2>
      <p>{invitation === 'ios' ? t('install.ios') : t('install.text')}</p>
      <div className="install-invitation__actions">
        {invitation === 'prompt' && (
          <button type="button" className="btn" onClick={() => void install()}>
            {t('install.button')}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={dismiss}>
          {t('install.later')}
        </button>
      </div>
    </section>
  );
}

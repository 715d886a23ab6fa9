import { useLocation } from 'react-router';
import { BUSINESS, telUrl, whatsappUrl } from '../config/business-profile';
import { useT } from '../i18n/use-t';
import { PhoneIcon, WhatsappIcon } from './icon';
import en from './locales/en.json';
import { shopText } from './shop-text';
import './floating-contact.css';

/** Pages with their own form at the bottom, where the buttons would cover it (spec section 2). */
const HIDDEN_ON = new Set(['/login', '/signup', '/orders']);

/** Call and WhatsApp shortcuts, bottom right (the support chat has the bottom left). */
export function FloatingContact() {
  const t = useT('components', en);
  const { pathname } = useLocation();
  if (HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/')) return null;
  return (
    <aside className="floating-contact" aria-label={t('contact.label')}>
      <a
        className="floating-contact__btn floating-contact__btn--call"
        href={telUrl(BUSINESS.phone)}
        aria-label={t('contact.call', { shop: BUSINESS.name, phone: BUSINESS.phone })}
      >
        <PhoneIcon />
      </a>
      <a
        className="floating-contact__btn floating-contact__btn--whatsapp"
        href={whatsappUrl(BUSINESS.whatsappDigits, shopText(t).whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('contact.whatsapp', { shop: BUSINESS.name })}
      >
        <WhatsappIcon />
      </a>
    </aside>
  );
}

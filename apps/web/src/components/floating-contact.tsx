import { useLocation } from 'react-router';
import { BUSINESS, telUrl, whatsappDigitsOf, whatsappUrl } from '../config/business-profile';
import { useT } from '../i18n/use-t';
import { useLiveShopSettings } from '../lib/live-shop';
import { PhoneIcon, WhatsappIcon } from './icon';
import en from './locales/en.json';
import './floating-contact.css';

/** Pages with their own form at the bottom, where the buttons would cover it (spec section 2). */
const HIDDEN_ON = new Set(['/login', '/signup', '/orders']);

/** Call and WhatsApp shortcuts, bottom right (the support chat has the bottom left). */
export function FloatingContact() {
  const t = useT('components', en);
  const { pathname } = useLocation();
  // The shop's phone and WhatsApp as its settings have them; on the first screen, so read without
  // the full profile (docs/decisions/0049), WhatsApp falling back to the phone as it does there.
  const live = useLiveShopSettings();
  const business = { name: live?.name || BUSINESS.name, phone: live?.phone || BUSINESS.phone };
  const whatsapp = whatsappDigitsOf(live?.whatsapp || business.phone);
  if (HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/')) return null;
  return (
    <aside className="floating-contact" aria-label={t('contact.label')}>
      <a
        className="floating-contact__btn floating-contact__btn--call"
        href={telUrl(business.phone)}
        aria-label={t('contact.call', { shop: business.name, phone: business.phone })}
      >
        <PhoneIcon />
      </a>
      <a
        className="floating-contact__btn floating-contact__btn--whatsapp"
        href={whatsappUrl(whatsapp, t('shop.whatsappGreeting', { shop: business.name }))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('contact.whatsapp', { shop: business.name })}
      >
        <WhatsappIcon />
      </a>
    </aside>
  );
}

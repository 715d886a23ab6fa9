import { useLocation } from 'react-router';
import { BUSINESS, telUrl, whatsappUrl } from '../config/business-profile';
import { PhoneIcon, WhatsappIcon } from './icon';
import './floating-contact.css';

/** Pages with their own form at the bottom, where the buttons would cover it (spec section 2). */
const HIDDEN_ON = new Set(['/login', '/signup', '/orders']);

/** Call and WhatsApp shortcuts, bottom right (the support chat has the bottom left). */
export function FloatingContact() {
  const { pathname } = useLocation();
  if (HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/')) return null;
  return (
    <aside className="floating-contact" aria-label="Call or WhatsApp us">
      <a
        className="floating-contact__btn floating-contact__btn--call"
        href={telUrl(BUSINESS.phone)}
        aria-label={`Call ${BUSINESS.name} on ${BUSINESS.phone}`}
      >
        <PhoneIcon />
      </a>
      <a
        className="floating-contact__btn floating-contact__btn--whatsapp"
        href={whatsappUrl(BUSINESS.whatsappDigits, BUSINESS.whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with ${BUSINESS.name} on WhatsApp (opens in a new tab)`}
      >
        <WhatsappIcon />
      </a>
    </aside>
  );
}

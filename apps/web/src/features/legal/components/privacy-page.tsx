import { BUSINESS } from '../../../config/business-profile';
import { LegalLayout } from './legal-layout';

export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" intro={`What ${BUSINESS.name} keeps about you, why, and how to have it removed.`}>
      <h2>What we keep</h2>
      <ul>
        <li>Your name, phone number and, if you give it, your e-mail address.</li>
        <li>Your orders: pickup address, the location you share for pickup, dates, items, prices and invoices.</li>
        <li>Messages and tickets you send through the support chat.</li>
      </ul>

      <h2>Why</h2>
      <p>
        Only to collect, clean and deliver your clothes, to bill you, to answer your questions and to tell you about your orders. We do not sell or
        rent your details, and we do not send advertising without asking you first.
      </p>

      <h2>Who sees it</h2>
      <p>
        Our shop staff and delivery team see what they need for your order. Password reset codes are sent through an SMS provider, which receives only
        your phone number and the code. Your password is stored scrambled; nobody at the shop can read it.
      </p>

      <h2>In your browser</h2>
      <p>
        The website keeps your sign-in in your browser’s storage for 7 days, then asks you to log in again. It uses no advertising or tracking cookies
        and loads nothing from other websites.
      </p>

      <h2>How long and your choices</h2>
      <p>
        We keep order and invoice records for as long as tax law requires, and the rest until you ask us to delete your account. To see, correct or
        delete your details, write to <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> from your e-mail or call us from your registered
        number.
      </p>
    </LegalLayout>
  );
}

import { Link } from 'react-router';
import { BUSINESS, telUrl, whatsappUrl } from '../../../config/business-profile';
import { LegalLayout } from './legal-layout';

export function HelpPage() {
  return (
    <LegalLayout title="Help" intro="Quick answers to the questions we hear most. Still stuck? We are a call or a message away.">
      <h2>I forgot my password</h2>
      <p>
        Open <Link to="/forgot-password">Forgot password</Link>, enter the phone number of your account and tap “Send code”. Type the 4-digit code
        from the SMS and choose a new password. The code works for 10 minutes; you can ask for a new one if it expires.
      </p>

      <h2>I did not get the code</h2>
      <p>
        Check that the number is the one you signed up with and that your phone has signal. You can ask for three codes an hour. If none arrives, call
        us and we will help you sign in.
      </p>

      <h2>How do I book a pickup?</h2>
      <p>
        <Link to="/login">Log in</Link> or <Link to="/signup">create an account</Link>, then open <Link to="/orders">Book Order</Link>, choose the
        service, the date and a time slot, and give your address.
      </p>

      <h2>Where is my order?</h2>
      <p>
        Signed-in customers see every order under <Link to="/my-orders">My Orders</Link>. You can also ask the support chat (the button at the bottom
        left of every page) with your order number and phone.
      </p>

      <h2>Talk to us</h2>
      <ul>
        <li>
          Call <a href={telUrl(BUSINESS.phone)}>{BUSINESS.phone}</a>, {BUSINESS.hours}
        </li>
        <li>
          <a href={whatsappUrl(BUSINESS.whatsappDigits)} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp
          </a>
        </li>
        <li>
          E-mail <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
        </li>
      </ul>
    </LegalLayout>
  );
}

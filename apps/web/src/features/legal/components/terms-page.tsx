import { Link } from 'react-router';
import { BUSINESS, telUrl } from '../../../config/business-profile';
import { LegalLayout } from './legal-layout';

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={`These terms apply when you book a pickup with ${BUSINESS.name}, ${BUSINESS.city}, on this website, by phone or on WhatsApp.`}
    >
      <h2>Your account</h2>
      <p>
        Keep your password to yourself; orders placed from your account are treated as yours. If you think someone else has used it, reset your
        password from the <Link to="/forgot-password">Forgot password</Link> page and tell us.
      </p>

      <h2>Pickup and delivery</h2>
      <ul>
        <li>Pickup and delivery are free within Kakinada. We collect during the slot you choose, {BUSINESS.pickupWindow}.</li>
        <li>Regular service: laundry in 24 hours, dry cleaning in 72 hours, shoe cleaning in 3–5 days from pickup.</li>
        <li>Express service costs 1.5 times the regular price and is delivered the same day or the next day, in select areas only.</li>
        <li>Please empty pockets. We are not responsible for cash, jewellery or other items left in garments.</li>
      </ul>

      <h2>Prices and payment</h2>
      <p>
        Items are priced by the <Link to="/prices">price list</Link> at pickup, when our staff count and inspect them with you. Prices marked with a
        “+” are starting prices and depend on fabric and work. You can pay by UPI, card, net banking or cash on delivery. Your invoice lists every
        item.
      </p>

      <h2>Care and claims</h2>
      <ul>
        <li>
          We follow the care label. Tell us at pickup about stains, loose buttons or delicate work; some stains cannot be removed without harming the
          fabric.
        </li>
        <li>
          If an item is damaged or lost while with us, tell us within 48 hours of delivery. We will repair, re-clean or compensate up to 10 times the
          cleaning charge of that item.
        </li>
        <li>Colour bleeding or shrinkage of garments without care labels, or from normal wear and age, is not covered.</li>
        <li>Garments not collected within 30 days of the promised date may be given to charity after we have tried to reach you.</li>
      </ul>

      <h2>Cancellations and referrals</h2>
      <p>
        You can cancel an order until it is picked up. When a friend you referred completes their first order, you get 10% off your next order; there
        is no minimum order value.
      </p>

      <h2>Questions</h2>
      <p>
        Call <a href={telUrl(BUSINESS.phone)}>{BUSINESS.phone}</a> or write to <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>,{' '}
        {BUSINESS.hours}.
      </p>
    </LegalLayout>
  );
}

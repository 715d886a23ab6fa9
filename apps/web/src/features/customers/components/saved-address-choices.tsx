import { useT } from '../../../i18n/use-t';
import { useMyAddresses } from '../api/my-addresses';
import { placeOf, savedMatch, type BookingPlace } from '../lib/save-address-choice';
import en from '../locales/en.json';
import '../../../styles/choice-chips.css';
import './saved-addresses.css';

/**
 * A returning customer's saved addresses, offered before the address box: one tap fills the
 * address, pincode and place. Nothing shows for someone with none (or signed out).
 */
export function SavedAddressChoices({ place, onChoose }: { place: BookingPlace; onChoose: (place: BookingPlace) => void }) {
  const t = useT('customers', en);
  const addresses = useMyAddresses().data ?? [];
  if (addresses.length === 0) return null;
  const chosen = savedMatch(addresses, place);
  return (
    <fieldset className="choice-chips saved-address-choices">
      <legend>{t('booking.saved')}</legend>
      {addresses.map((address) => (
        <label key={address._id} className="choice-chip saved-address-chip">
          <input type="radio" name="saved-address" checked={chosen?._id === address._id} onChange={() => onChoose(placeOf(address))} />
          <span className="saved-address-chip__text">
            <strong>{address.label}</strong>
            <span>{address.address}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

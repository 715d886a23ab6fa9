import { MAX_ADDRESS_LABEL_LENGTH, MAX_SAVED_ADDRESSES } from '@laundry/shared/contracts/addresses';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import { useMyAddresses } from '../api/my-addresses';
import { savedMatch, type BookingPlace, type SaveAddressChoice } from '../lib/save-address-choice';
import type { AddressProblems } from '../lib/address-fields';
import en from '../locales/en.json';
import './saved-addresses.css';

/** The focus target when the name to save under is missing. */
export const SAVE_LABEL_ID = 'booking-save-label';

interface Props {
  place: BookingPlace;
  choice: SaveAddressChoice;
  onChange: (choice: SaveAddressChoice) => void;
  problems: Pick<AddressProblems, 'label' | 'pincode'>;
}

/** "Save this address" for a signed-in customer typing an address they have not saved; it is saved once the booking is made. */
export function SaveAddressBox({ place, choice, onChange, problems }: Props) {
  const t = useT('customers', en);
  const { token } = useSession();
  const addresses = useMyAddresses();
  if (!token || !addresses.data || place.pickupAddress.trim() === '' || savedMatch(addresses.data, place)) return null;
  if (addresses.data.length >= MAX_SAVED_ADDRESSES) return <p className="field-hint">{t('booking.full', { max: MAX_SAVED_ADDRESSES })}</p>;
  const problem = problems.label ?? problems.pincode;
  return (
    <div className="save-address-box">
      <label className="save-address-box__tick">
        <input type="checkbox" checked={choice.on} onChange={(e) => onChange({ ...choice, on: e.target.checked })} />
        <span>{t('booking.save')}</span>
      </label>
      {choice.on && (
        <div className="field">
          <label htmlFor={SAVE_LABEL_ID}>{t('booking.saveAs')}</label>
          <input
            id={SAVE_LABEL_ID}
            value={choice.label}
            maxLength={MAX_ADDRESS_LABEL_LENGTH}
            placeholder={t('address.label.placeholder')}
            autoComplete="off"
            onChange={(e) => onChange({ ...choice, label: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${SAVE_LABEL_ID}-error` : undefined}
          />
          {problem && (
            <p className="field-error" id={`${SAVE_LABEL_ID}-error`}>
              {problems.label ? t(problems.label, { max: MAX_ADDRESS_LABEL_LENGTH }) : t('booking.needsPincode')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import en from '../locales/en.json';

/** After the booking: whether the address asked to be saved was (a sixth is refused with the server's reason). */
export function SavedAddressNotice({ status, label, error }: { status: 'idle' | 'pending' | 'success' | 'error'; label: string; error: unknown }) {
  const t = useT('customers', en);
  if (status === 'idle') return null;
  if (status === 'error') {
    return (
      <p className="form-error" role="alert">
        {errorText(error, t('booking.saveFailed'))}
      </p>
    );
  }
  return (
    <p className="form-success" role="status">
      {status === 'success' ? t('booking.saved.done', { label }) : t('booking.saving')}
    </p>
  );
}

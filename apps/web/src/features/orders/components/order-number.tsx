import { CopyButton } from '../../../components/copy-button';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import './order-number.css';

/**
 * An order number as customers see it: on one line whatever the width (it is read out and typed
 * back, so a break at its hyphen misleads), with a copy button beside it.
 */
export function OrderNumberCopy({ orderNumber }: { orderNumber: string }) {
  const t = useT('orders', en);
  return (
    <CopyButton
      text={orderNumber}
      label={t('copy.label')}
      ariaLabel={t('copy.aria', { orderNumber })}
      className="btn btn-secondary btn-sm order-number-copy"
    />
  );
}

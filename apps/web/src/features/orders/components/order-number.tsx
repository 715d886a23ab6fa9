import { CopyButton } from '../../../components/copy-button';
import './order-number.css';

/**
 * An order number as customers see it: on one line whatever the width (it is read out and typed
 * back, so a break at its hyphen misleads), with a copy button beside it.
 */
export function OrderNumberCopy({ orderNumber }: { orderNumber: string }) {
  return (
    <CopyButton
      text={orderNumber}
      label="Copy"
      ariaLabel={`Copy order number ${orderNumber}`}
      className="btn btn-secondary btn-sm order-number-copy"
    />
  );
}

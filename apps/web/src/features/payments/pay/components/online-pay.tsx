import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useCheckOnlinePayment } from '../api/check-online-payment';
import { useOnlinePayments } from '../api/online-payments';
import { useStartOnlinePayment } from '../api/start-online-payment';
import en from '../locales/en.json';

/** The gateway's parameters on the way back; the shop trusts none of them but the link's id, which it asks the gateway about. */
const RETURN_PARAMS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
];

/** "UPI, card or net banking" through the shop's gateway (docs/decisions/0085), when it has one. */
export function OnlinePayButton({ order }: { order: Order }) {
  const t = useT('pay', en);
  const online = useOnlinePayments();
  const start = useStartOnlinePayment();
  if (!online.data?.online) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary pay-button"
        data-testid="pay-online"
        disabled={start.isPending}
        onClick={() => start.mutate(order._id)}
      >
        {start.isPending ? t('pay.onlineOpening') : t('pay.online')}
      </button>
      {start.isError && (
        <p className="form-error" role="alert">
          {errorText(start.error, t('pay.onlineFailed'))}
        </p>
      )}
    </>
  );
}

/**
 * Back on My Orders from the gateway's page: the order's payment is checked with the gateway once,
 * and the gateway's parameters leave the address.
 */
export function OnlineReturn({ order }: { order: Order }) {
  const t = useT('pay', en);
  const [params, setParams] = useSearchParams();
  const linkId = params.get('order') === order._id ? params.get('razorpay_payment_link_id') : null;
  const check = useCheckOnlinePayment();
  const asked = useRef(false);
  useEffect(() => {
    if (!linkId || asked.current) return;
    asked.current = true;
    check.mutate(
      { orderId: order._id, linkId },
      {
        onSettled: () =>
          setParams(
            (now) => {
              const next = new URLSearchParams(now);
              for (const name of RETURN_PARAMS) next.delete(name);
              return next;
            },
            { replace: true },
          ),
      },
    );
  }, [linkId, order._id, check, setParams]);
  if (check.isPending) return <p role="status">{t('pay.onlineChecking')}</p>;
  if (check.isError) return <p className="form-error">{errorText(check.error, t('pay.onlineCheckFailed'))}</p>;
  return null;
}

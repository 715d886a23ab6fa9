import { useOnlinePayments } from '../../payments/pay/api/online-payments';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import type { DueCustomer, DueOrder } from '@laundry/shared/contracts/takings';
import { formatInr } from '@laundry/shared/rules/money';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstDate } from '../../../lib/ist-format';
import { useConfirmReport } from '../api/confirm-report';
import { orderReference, reminderText, reminderUrl } from '../lib/reminder';
import en from '../locales/en.json';

interface Props {
  customer: DueCustomer;
  shop: ShopPaymentSettings | undefined;
  /** The reminder's translator: in the customer's language when the account says which. */
  reminderT: Translate<keyof typeof en>;
}

const BUCKET_CLASS = { '0-7': 'age-fresh', '8-30': 'age-month', '30+': 'age-old' } as const;

/** A UPI payment the customer reported, beside the due it pays, with the shop's Confirm. */
function ReportedPayment({ order }: { order: DueOrder }) {
  const t = useT('takings', en);
  const confirm = useConfirmReport();
  const reported = order.reported!;
  const amount = formatInr(reported.amount, t.language);
  return (
    <div className="due-reported" data-testid="due-reported">
      <span>{t('dues.reported', { amount, reference: reported.reference })}</span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={confirm.isPending}
        aria-label={t('dues.confirmLabel', { amount, order: orderReference(order) })}
        onClick={() => confirm.mutate(reported._id)}
      >
        {confirm.isPending ? t('dues.confirming') : t('dues.confirm')}
      </button>
      {confirm.isError && (
        <p className="form-error" role="alert">
          {errorText(confirm.error, t('dues.confirmFailed'))}
        </p>
      )}
    </div>
  );
}

/** One customer who owes: the total, any store credit, each order with its age, and the reminder. */
export function DueCustomerCard({ customer, shop, reminderT }: Props) {
  const t = useT('takings', en);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const walkIn = customer.userId === null;
  // A customer whose every due is reported paid and waiting is not reminded: the shop confirms instead.
  const allReported = customer.orders.every((o) => o.reported !== null);
  const online = useOnlinePayments().data?.online ?? false;
  // An account's orders wait on My Orders, where the gateway's page opens for what is due.
  const payOnlineUrl = online ? `${window.location.origin}/my-orders?pay=online` : null;
  const reminder = shop ? reminderUrl(customer, reminderText(reminderT, customer, shop, shop.name, payOnlineUrl)) : null;
  return (
    <li className="card due-card" data-phone={customer.phone}>
      <div className="due-card-head">
        <div>
          <h3 className="due-card-name">{customer.name}</h3>
          <p className="due-card-phone">
            <a href={`tel:${customer.phone}`}>{customer.phone}</a>
            {walkIn && <span className="badge badge--muted">{t('dues.walkIn')}</span>}
          </p>
        </div>
        <p className="due-card-total">
          <span className="due-card-label">{t('dues.due')}</span>
          <strong>{money(customer.due)}</strong>
        </p>
      </div>
      {customer.credit > 0 && <p className="due-card-credit">{t('dues.credit', { amount: money(customer.credit) })}</p>}
      <ul className="due-orders" aria-label={t('dues.ordersOf', { name: customer.name })}>
        {customer.orders.map((o) => (
          <li key={o._id} className="due-order">
            <span className="due-order-ref">{orderReference(o)}</span>
            <span className="due-order-date">{formatIstDate(o.pricedAt, t.language)}</span>
            <span className={`due-age ${BUCKET_CLASS[o.bucket]}`}>{t('dues.age', { days: o.ageDays })}</span>
            <span className="due-order-money">
              {o.paid > 0 ? t('dues.orderPartPaid', { due: money(o.due), total: money(o.total) }) : t('dues.orderDue', { due: money(o.due) })}
            </span>
            {o.reported && <ReportedPayment order={o} />}
          </li>
        ))}
      </ul>
      {reminder && !allReported && (
        <a className="btn btn-whatsapp btn-sm due-remind" href={reminder} target="_blank" rel="noopener noreferrer">
          {t('dues.remind')}
        </a>
      )}
    </li>
  );
}

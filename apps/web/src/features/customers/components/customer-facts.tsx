import type { CustomerSummary } from '@laundry/shared/contracts/customers';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { formatIstDate } from '../../../lib/ist-format';
import en from '../locales/en.json';

/** What the shop knows of a customer at a glance: orders, money, language, channel, addresses. */
export function CustomerFacts({ customer }: { customer: CustomerSummary }) {
  const t = useT('customers', en);
  const language = t.language;
  return (
    <dl className="customer-facts">
      <div>
        <dt>{t('facts.orders')}</dt>
        <dd>
          {customer.orderCount}
          {customer.lastOrderAt && (
            <span className="customer-facts__sub">{t('facts.last', { date: formatIstDate(customer.lastOrderAt, language) })}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('facts.due')}</dt>
        <dd className={customer.due > 0 ? 'customer-facts__due' : undefined}>{formatInr(customer.due, language)}</dd>
      </div>
      <div>
        <dt>{t('facts.credit')}</dt>
        <dd>{formatInr(customer.credit, language)}</dd>
      </div>
      <div>
        <dt>{t('facts.language')}</dt>
        <dd>{t(`language.${customer.language}`)}</dd>
      </div>
      <div>
        <dt>{t('facts.channel')}</dt>
        <dd>{t(`channel.${customer.messageChannel}`)}</dd>
      </div>
      <div>
        <dt>{t('facts.addresses')}</dt>
        <dd>{customer.addresses.length}</dd>
      </div>
    </dl>
  );
}

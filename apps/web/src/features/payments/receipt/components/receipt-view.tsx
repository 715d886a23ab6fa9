import { useMemo, type Ref } from 'react';
import type { Receipt } from '@laundry/shared/contracts/payments';
import { formatInr } from '@laundry/shared/rules/money';
import { BUSINESS } from '../../../../config/business-profile';
import { translatorFor } from '../../../../i18n/translate';
import { formatBillDateTime } from '../../../../lib/ist-format';
import { useShopSettings } from '../../../../lib/shop-settings';
import { useBusinessProfile } from '../../../../lib/use-business-profile';
import { useInvoiceLanguage } from '../../../orders/invoice/use-invoice-language';
import en from '../locales/en.json';
import './receipt.css';

/**
 * The printable receipt of one payment (docs/decisions/0073), in the customer's language as the
 * invoice is: `data-language` is the language it will be in, `lang` the one it is in now, and the
 * image is taken once they agree (renderInvoicePng waits for that).
 */
export function ReceiptView({ receipt, ref }: { receipt: Receipt; ref?: Ref<HTMLElement> }) {
  const { wanted, shown: language } = useInvoiceLanguage(receipt.language);
  const t = useMemo(() => translatorFor('receipt', en, language), [language]);
  const business = useBusinessProfile();
  const gstin = useShopSettings().data?.gstin ?? '';
  const money = (rupees: number) => formatInr(rupees, language);
  const row = (label: string, value: string) => (
    <div className="receipt__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article ref={ref} className="receipt" lang={language} data-language={wanted} data-testid="receipt">
      <header className="receipt__head">
        <div>
          <p className="receipt__shop">{business.name}</p>
          {(business.addressLines ?? BUSINESS.addressLines).map((line, i) => (
            <p key={i} className="receipt__shop-line">
              {line}
            </p>
          ))}
          <p className="receipt__shop-line">{business.phone}</p>
          {gstin && <p className="receipt__shop-line">{t('receipt.gstin', { gstin })}</p>}
        </div>
        <h2 className="receipt__title">{t('receipt.title')}</h2>
      </header>
      {receipt.reversal && (
        <p className="receipt__reversed" data-testid="receipt-reversed">
          <strong>{t('receipt.reversed')}</strong>{' '}
          {t('receipt.reversedDetail', {
            time: formatBillDateTime(receipt.reversal.at, language),
            name: receipt.reversal.byName,
            reason: receipt.reversal.reason,
          })}
        </p>
      )}
      <dl className="receipt__rows">
        {row(t('receipt.number'), receipt.number)}
        {row(t('receipt.date'), formatBillDateTime(receipt.paidAt, language))}
        {row(t('receipt.from'), `${receipt.customerName} · ${receipt.phone}`)}
        {row(t('receipt.order'), receipt.orderNumber)}
        {receipt.invoiceNumber && row(t('receipt.invoice'), receipt.invoiceNumber)}
        {row(t('receipt.method'), t(`method.${receipt.method}`))}
        {receipt.reference && row(t('receipt.reference'), receipt.reference)}
        {row(t('receipt.by'), receipt.recordedByName)}
      </dl>
      <p className={receipt.reversal ? 'receipt__amount receipt__amount--reversed' : 'receipt__amount'}>
        <span>{t('receipt.amount')}</span>
        <strong data-testid="receipt-amount">{money(receipt.amount)}</strong>
      </p>
      <p className="receipt__balance">
        <span>{t('receipt.balance')}</span>
        <strong>{money(receipt.balanceAfter)}</strong>
      </p>
      <p className="receipt__thanks">{t('receipt.thanks')}</p>
    </article>
  );
}

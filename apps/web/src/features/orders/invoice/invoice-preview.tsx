import { useMemo, type Ref } from 'react';
import { formatInr } from '@laundry/shared/rules/money';
import { BUSINESS } from '../../../config/business-profile';
import { translatorFor } from '../../../i18n/translate';
import { deliveryLabel } from './delivery-label';
import { hasGst, invoiceReference, upiPaymentUrl, type InvoiceData } from './invoice-data';
import { formatBillDateTime, formatBillTime, formatCalendarDate, formatIstDate } from '../../../lib/ist-format';
import { useShopSettings } from '../../../lib/shop-settings';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { AmountInWords } from './amount-in-words';
import { ItemsTable } from './items-table';
import { discountLineName, gstStateName, statusName } from './labels';
import { roundOffText } from './line-names';
import { pickupWindowText } from './pickup-time';
import en from './locales/en.json';
import { UpiQr } from './upi-qr';
import { useInvoiceLanguage } from './use-invoice-language';
import './invoice-preview.css';

export interface InvoicePreviewProps {
  data: InvoiceData;
  /** Receives the invoice element: pass it to renderInvoicePng. */
  ref?: Ref<HTMLElement>;
  /** The 'Generated on' time; the time of rendering when left out. */
  generatedAt?: Date;
  className?: string;
}

/**
 * The printable invoice (A4 proportions at 794 px wide, narrower when its container is). Its
 * async parts are the shop's GSTIN and UPI ID (GET /api/shop, read once and kept), which the
 * screen showing it has loaded long before an image is made of it, and the customer's catalogue.
 * It speaks the customer's language (`data.language`), else the screen's, every part of it: the
 * item names, the amount in words in that language only, times on the 24-hour clock in Telugu
 * and Hindi (docs/decisions/0066). While the customer's catalogue is on its way it shows the
 * screen's language; `data-language` names the one it will be in, `lang` the one it is in, and
 * renderInvoicePng waits for the two to agree.
 */
export function InvoicePreview({ data, ref, generatedAt, className }: InvoicePreviewProps) {
  const { wanted, shown: language } = useInvoiceLanguage(data.language);
  const t = useMemo(() => translatorFor('invoice', en, language), [language]);
  const money = (rupees: number) => formatInr(rupees, language);
  const shop = useShopSettings().data;
  // The shop's name, address and phone as its settings have them now (docs/decisions/0049).
  const business = useBusinessProfile();
  // A tax invoice when the order was priced with GST; the GSTIN is the shop's own, never a sample.
  const tax = hasGst(data);
  const gstin = tax ? shop?.gstin : '';
  const upiUrl = upiPaymentUrl(data, { name: shop?.upiName || business.name, gstin: shop?.gstin || null, upiId: shop?.upiId || null });
  const reference = invoiceReference(data);
  const place = data.placeOfSupply ?? '';
  const placeName = gstStateName(place, language);
  const discounts = data.discounts?.length
    ? data.discounts
    : data.discount > 0
      ? [{ kind: 'manual' as const, percent: null, amount: data.discount }]
      : [];
  const rows = (label: string, value: string) => (
    <div className="invoice__row">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );

  return (
    <article
      ref={ref}
      className={`invoice${className ? ` ${className}` : ''}`}
      aria-label={t('label', { reference })}
      lang={language}
      data-language={wanted}
    >
      <div className="invoice__inner">
        <header className="invoice__head">
          <div className="invoice__brand">
            <div className="invoice__logo" aria-hidden="true">
              {business.monogram}
            </div>
            <div>
              <p className="invoice__company">{business.name}</p>
              <p className="invoice__tagline">{BUSINESS.tagline}</p>
              {(business.addressLines ?? BUSINESS.addressLines).map((line, i) => (
                <p key={i}>{line}</p>
              ))}
              <p>{t('head.phone', { phone: business.phone })}</p>
              {business.email && <p>{t('head.email', { email: business.email })}</p>}
              {gstin && <p className="invoice__gstin">{t('head.gstin', { gstin })}</p>}
              {tax && <p>{t('head.state', { state: gstStateName(shop?.stateCode ?? '37', language), code: shop?.stateCode ?? '37' })}</p>}
            </div>
          </div>
          <div className="invoice__meta">
            <p className="invoice__title">{tax ? t('title.tax') : t('title.plain')}</p>
            <dl>
              {rows(t('meta.invoiceNo'), data.invoiceNumber || t('meta.draft'))}
              {rows(t('meta.orderNo'), data.orderNumber)}
              {rows(t('meta.date'), formatIstDate(data.createdAt, language))}
              {rows(t('meta.time'), formatBillTime(data.createdAt, language))}
            </dl>
          </div>
        </header>

        <section className="invoice__parties">
          <div className="invoice__box">
            <p className="invoice__label">{t('billTo.title')}</p>
            <p className="invoice__name">{data.customerName || t('billTo.customer')}</p>
            <p>{t('billTo.phone', { phone: data.phone || '—' })}</p>
            {tax && data.customerGstin && <p className="invoice__gstin">{t('billTo.gstin', { gstin: data.customerGstin })}</p>}
            <p className="invoice__address">{data.address || '—'}</p>
          </div>
          <div className="invoice__box">
            <p className="invoice__label">{t('details.title')}</p>
            <dl>
              {rows(t('details.delivery'), deliveryLabel(data.delivery, language))}
              {rows(t('details.pickupDate'), data.pickupDate ? formatCalendarDate(data.pickupDate, language) : '')}
              {rows(t('details.pickupTime'), pickupWindowText(data.pickupTime, language))}
              {rows(t('details.status'), statusName(data.status, language))}
              {tax && rows(t('details.placeOfSupply'), placeName === place ? place : `${placeName} (${place})`)}
            </dl>
          </div>
        </section>

        <ItemsTable items={data.items} variant="invoice" sac={tax} language={language} knownNames={data.knownNames} />

        <section className="invoice__bottom">
          <div className="invoice__words">
            <p className="invoice__label">{t('words.title')}</p>
            <p className="invoice__words-text">
              <AmountInWords rupees={data.total} language={language} testId="amount-in-words" />
            </p>
            {upiUrl && (
              <div className="invoice__upi">
                <UpiQr url={upiUrl} label={t('upi.qr', { amount: money(data.total) })} />
                <div>
                  <p className="invoice__label">{t('upi.title')}</p>
                  <p>{shop?.upiId}</p>
                  <p>{money(data.total)}</p>
                </div>
              </div>
            )}
          </div>
          <div className="invoice__summary">
            <p className="invoice__label">{t('summary.title')}</p>
            <dl>
              {rows(t('summary.subtotal'), money(data.subtotal))}
              {discounts.length === 0 && rows(t('summary.discount'), money(0))}
              {discounts.map((line, i) => (
                <div key={i} className="invoice__row">
                  <dt>{discountLineName(line, language)}</dt>
                  <dd>{`− ${money(line.amount)}`}</dd>
                </div>
              ))}
              {tax ? (
                <>
                  {rows(t('summary.taxable'), money(data.subtotal - data.discount))}
                  {data.igst ? (
                    rows(t('summary.igst'), money(data.igst))
                  ) : (
                    <>
                      {rows(t('summary.cgst'), money(data.cgst ?? 0))}
                      {rows(t('summary.sgst'), money(data.sgst ?? 0))}
                    </>
                  )}
                </>
              ) : (
                rows(t('summary.tax'), money(data.tax))
              )}
              {data.roundOff ? (
                <div className="invoice__row" data-testid="invoice-round-off">
                  <dt>{t('summary.roundOff')}</dt>
                  <dd>{roundOffText(data.roundOff, language)}</dd>
                </div>
              ) : null}
              <div className="invoice__row invoice__total">
                <dt>{t('summary.total')}</dt>
                <dd>{money(data.total)}</dd>
              </div>
            </dl>
          </div>
        </section>

        <footer className="invoice__foot">
          <div className="invoice__stamp" aria-hidden="true">
            <span>{business.name}</span>
            <strong>{BUSINESS.city.split(',')[0]}</strong>
          </div>
          <div className="invoice__sign">
            <p className="invoice__sign-for">{t('sign.for', { shop: business.name })}</p>
            <p className="invoice__sign-line">{t('sign.line')}</p>
          </div>
        </footer>
        <p className="invoice__generated">{t('generated', { time: formatBillDateTime(generatedAt ?? new Date(), language), shop: business.name })}</p>
      </div>
    </article>
  );
}

import type { Ref } from 'react';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { formatInr } from '@laundry/shared/rules/money';
import { BUSINESS } from '../../config/business-profile';
import { useT } from '../../i18n/use-t';
import { deliveryLabel } from '../../lib/delivery-label';
import { hasGst, invoiceReference, upiPaymentUrl, type InvoiceData } from '../../lib/invoice/invoice-data';
import { formatCalendarDate, formatIstDate, formatIstDateTime, formatIstTime } from '../../lib/ist-format';
import { useShopSettings } from '../../lib/shop-settings';
import { useBusinessProfile } from '../../lib/use-business-profile';
import { AmountInLocalWords } from './amount-in-local-words';
import { ItemsTable } from './items-table';
import { discountLineName, gstStateName, statusName } from './labels';
import { pickupWindowText } from './pickup-time';
import en from './locales/en.json';
import { UpiQr } from './upi-qr';
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
 * only async part is the shop's GSTIN and UPI ID (GET /api/shop, read once and kept), which
 * the screen showing it has loaded long before an image is made of it. It
 * speaks the language shown; the amount in words stays English (the tax invoice's language),
 * with the Telugu or Hindi words beneath when the invoice is shown in that language (issue 12).
 */
export function InvoicePreview({ data, ref, generatedAt, className }: InvoicePreviewProps) {
  const t = useT('invoice', en);
  const language = t.language;
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
    <article ref={ref} className={`invoice${className ? ` ${className}` : ''}`} aria-label={t('label', { reference })}>
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
              {rows(t('meta.time'), formatIstTime(data.createdAt, language))}
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

        <ItemsTable items={data.items} variant="invoice" sac={tax} />

        <section className="invoice__bottom">
          <div className="invoice__words">
            <p className="invoice__label">{t('words.title')}</p>
            <p className="invoice__words-text" lang="en">
              {amountInWords(data.total)}
            </p>
            <AmountInLocalWords rupees={data.total} language={language} className="invoice__words-text invoice__words-text--local" />
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
        <p className="invoice__generated">{t('generated', { time: formatIstDateTime(generatedAt ?? new Date(), language), shop: business.name })}</p>
      </div>
    </article>
  );
}

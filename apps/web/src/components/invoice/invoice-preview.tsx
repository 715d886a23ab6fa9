import type { Ref } from 'react';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { formatInr } from '@laundry/shared/rules/money';
import { BUSINESS } from '../../config/business-profile';
import { useT } from '../../i18n/use-t';
import { deliveryLabel } from '../../lib/delivery-label';
import { invoiceReference, SAC_CODE, splitGst, upiPaymentUrl, type InvoiceData } from '../../lib/invoice/invoice-data';
import { formatCalendarDate, formatIstDate, formatIstDateTime, formatIstTime } from '../../lib/ist-format';
import { AmountInLocalWords } from './amount-in-local-words';
import { ItemsTable } from './items-table';
import { statusName } from './labels';
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
 * The printable invoice (A4 proportions at 794 px wide, narrower when its container is). It is
 * complete on first render — no async parts — so it can be turned into an image at once. It
 * speaks the language shown; the amount in words stays English (the tax invoice's language),
 * with the Telugu or Hindi words beneath when the invoice is shown in that language (issue 12).
 */
export function InvoicePreview({ data, ref, generatedAt, className }: InvoicePreviewProps) {
  const t = useT('invoice', en);
  const language = t.language;
  const money = (rupees: number) => formatInr(rupees, language);
  const gstin = BUSINESS.gstin;
  const upiUrl = upiPaymentUrl(data);
  const { cgst, sgst } = splitGst(data.tax);
  const reference = invoiceReference(data);
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
              {t('logo')}
            </div>
            <div>
              <p className="invoice__company">{BUSINESS.name}</p>
              <p className="invoice__tagline">{BUSINESS.tagline}</p>
              {BUSINESS.addressLines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>{t('head.phone', { phone: BUSINESS.phone })}</p>
              <p>{t('head.email', { email: BUSINESS.email })}</p>
              {gstin && <p className="invoice__gstin">{t('head.gstin', { gstin })}</p>}
            </div>
          </div>
          <div className="invoice__meta">
            <p className="invoice__title">{gstin ? t('title.tax') : t('title.plain')}</p>
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
            <p className="invoice__address">{data.address || '—'}</p>
          </div>
          <div className="invoice__box">
            <p className="invoice__label">{t('details.title')}</p>
            <dl>
              {rows(t('details.delivery'), deliveryLabel(data.delivery, language))}
              {rows(t('details.pickupDate'), data.pickupDate ? formatCalendarDate(data.pickupDate, language) : '')}
              {rows(t('details.pickupTime'), pickupWindowText(data.pickupTime, language))}
              {rows(t('details.status'), statusName(data.status, language))}
            </dl>
          </div>
        </section>

        <ItemsTable items={data.items} variant="invoice" />

        <section className="invoice__bottom">
          <div className="invoice__words">
            <p className="invoice__label">{t('words.title')}</p>
            <p className="invoice__words-text" lang="en">
              {amountInWords(data.total)}
            </p>
            <AmountInLocalWords rupees={data.total} language={language} className="invoice__words-text invoice__words-text--local" />
            {gstin && <p className="invoice__sac">{t('sac', { code: SAC_CODE })}</p>}
            {upiUrl && (
              <div className="invoice__upi">
                <UpiQr url={upiUrl} label={t('upi.qr', { amount: money(data.total) })} />
                <div>
                  <p className="invoice__label">{t('upi.title')}</p>
                  <p>{BUSINESS.upiId}</p>
                  <p>{money(data.total)}</p>
                </div>
              </div>
            )}
          </div>
          <div className="invoice__summary">
            <p className="invoice__label">{t('summary.title')}</p>
            <dl>
              {rows(t('summary.subtotal'), money(data.subtotal))}
              {rows(t('summary.discount'), data.discount > 0 ? `− ${money(data.discount)}` : money(0))}
              {rows(t('summary.tax'), money(data.tax))}
              {gstin && (
                <>
                  <div className="invoice__row invoice__row--sub">
                    <dt>{t('summary.cgst')}</dt>
                    <dd>{money(cgst)}</dd>
                  </div>
                  <div className="invoice__row invoice__row--sub">
                    <dt>{t('summary.sgst')}</dt>
                    <dd>{money(sgst)}</dd>
                  </div>
                </>
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
            <span>{BUSINESS.name}</span>
            <strong>{BUSINESS.city.split(',')[0]}</strong>
          </div>
          <div className="invoice__sign">
            <p className="invoice__sign-for">{t('sign.for', { shop: BUSINESS.name })}</p>
            <p className="invoice__sign-line">{t('sign.line')}</p>
          </div>
        </footer>
        <p className="invoice__generated">{t('generated', { time: formatIstDateTime(generatedAt ?? new Date(), language), shop: BUSINESS.name })}</p>
      </div>
    </article>
  );
}

import type { Ref } from 'react';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { formatInr } from '@laundry/shared/rules/money';
import { BUSINESS } from '../../config/business-profile';
import { deliveryLabel } from '../../lib/delivery-label';
import { invoiceReference, SAC_CODE, splitGst, upiPaymentUrl, type InvoiceData } from '../../lib/invoice/invoice-data';
import { formatCalendarDate, formatIstDate, formatIstDateTime, formatIstTime } from '../../lib/ist-format';
import { ItemsTable } from './items-table';
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
 * complete on first render — no async parts — so it can be turned into an image at once.
 */
export function InvoicePreview({ data, ref, generatedAt, className }: InvoicePreviewProps) {
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
    <article ref={ref} className={`invoice${className ? ` ${className}` : ''}`} aria-label={`Invoice ${reference}`}>
      <div className="invoice__inner">
        <header className="invoice__head">
          <div className="invoice__brand">
            <div className="invoice__logo" aria-hidden="true">
              SL
            </div>
            <div>
              <p className="invoice__company">{BUSINESS.name}</p>
              <p className="invoice__tagline">{BUSINESS.tagline}</p>
              {BUSINESS.addressLines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>Phone: {BUSINESS.phone}</p>
              <p>E-mail: {BUSINESS.email}</p>
              {gstin && <p className="invoice__gstin">GSTIN: {gstin}</p>}
            </div>
          </div>
          <div className="invoice__meta">
            <p className="invoice__title">{gstin ? 'Tax Invoice' : 'Invoice'}</p>
            <dl>
              {rows('Invoice No.', data.invoiceNumber || 'Draft')}
              {rows('Order No.', data.orderNumber)}
              {rows('Date', formatIstDate(data.createdAt))}
              {rows('Time', formatIstTime(data.createdAt))}
            </dl>
          </div>
        </header>

        <section className="invoice__parties">
          <div className="invoice__box">
            <p className="invoice__label">Bill To</p>
            <p className="invoice__name">{data.customerName || 'Customer'}</p>
            <p>Phone: {data.phone || '—'}</p>
            <p className="invoice__address">{data.address || '—'}</p>
          </div>
          <div className="invoice__box">
            <p className="invoice__label">Order details</p>
            <dl>
              {rows('Delivery', deliveryLabel(data.delivery))}
              {rows('Pickup Date', data.pickupDate ? formatCalendarDate(data.pickupDate) : '')}
              {rows('Pickup Time', data.pickupTime)}
              {rows('Status', data.status)}
            </dl>
          </div>
        </section>

        <ItemsTable items={data.items} variant="invoice" />

        <section className="invoice__bottom">
          <div className="invoice__words">
            <p className="invoice__label">Amount in words</p>
            <p className="invoice__words-text">{amountInWords(data.total)}</p>
            {gstin && <p className="invoice__sac">SAC {SAC_CODE} · Laundry, dry-cleaning and related services</p>}
            {upiUrl && (
              <div className="invoice__upi">
                <UpiQr url={upiUrl} label={`UPI QR code to pay ${formatInr(data.total)}`} />
                <div>
                  <p className="invoice__label">Scan to pay by UPI</p>
                  <p>{BUSINESS.upiId}</p>
                  <p>{formatInr(data.total)}</p>
                </div>
              </div>
            )}
          </div>
          <div className="invoice__summary">
            <p className="invoice__label">Summary</p>
            <dl>
              {rows('Sub Total', formatInr(data.subtotal))}
              {rows('Discount', data.discount > 0 ? `− ${formatInr(data.discount)}` : formatInr(0))}
              {rows('Tax', formatInr(data.tax))}
              {gstin && (
                <>
                  <div className="invoice__row invoice__row--sub">
                    <dt>CGST</dt>
                    <dd>{formatInr(cgst)}</dd>
                  </div>
                  <div className="invoice__row invoice__row--sub">
                    <dt>SGST</dt>
                    <dd>{formatInr(sgst)}</dd>
                  </div>
                </>
              )}
              <div className="invoice__row invoice__total">
                <dt>Total</dt>
                <dd>{formatInr(data.total)}</dd>
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
            <p className="invoice__sign-for">For {BUSINESS.name}</p>
            <p className="invoice__sign-line">Authorized Signatory</p>
          </div>
        </footer>
        <p className="invoice__generated">
          Generated on {formatIstDateTime(generatedAt ?? new Date())} · Thank you for choosing {BUSINESS.name}!
        </p>
      </div>
    </article>
  );
}

import type { Order, OrderItem } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { discountLineName } from '../../labels';
import { lineItemName, roundOffText } from '../../line-names';
import { useT } from '../../../../../i18n/use-t';
import en from '../locales/en.json';
import { serviceName } from '../lib/invoice-draft';

const SHOWN_ITEMS = 3;

/**
 * The card's short invoice: first 3 items, '…and N more', then subtotal, the discount lines,
 * the tax (its GST parts when GST was charged), a tax invoice's round-off and the total; folded
 * to its total on a phone.
 */
export function InvoiceSummary({ order, compact = false }: { order: Order; compact?: boolean }) {
  const t = useT('invoice-editor', en);
  const money = (amount: number) => formatInr(amount, t.language);
  if (order.items.length === 0) return <p className="invoice-summary invoice-summary-empty">{t('summary.notPriced')}</p>;
  // On a phone the card shows the total; the lines open on request.
  if (compact)
    return (
      <details className="invoice-summary-fold">
        <summary>
          <span>{t('summary.fold', { count: order.items.length })}</span>
          <span className="invoice-summary-fold-total">{money(order.total)}</span>
        </summary>
        <InvoiceSummary order={order} />
      </details>
    );
  const hidden = order.items.length - SHOWN_ITEMS;
  // The service in the language shown; the item as the shop wrote it; a weight in kilos; the
  // rules' own lines (Express, a kilo minimum) by their translated names alone.
  const lineText = (it: OrderItem) => {
    if (it.kind) return lineItemName(it, t.language);
    const values = { item: it.item, service: serviceName(it.service), qty: it.qty };
    return it.unit === 'kg' ? t('summary.lineKg', { ...values, qty: it.qty.toFixed(2) }) : t('summary.line', values);
  };
  return (
    <div className="invoice-summary" aria-label={t('summary.label')}>
      <ul className="invoice-summary-items">
        {order.items.slice(0, SHOWN_ITEMS).map((it, i) => (
          <li key={i} data-unit={it.unit} data-kind={it.kind}>
            <span>{lineText(it)}</span>
            <span>{money(it.amount)}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="invoice-summary-more">{t('summary.more', { count: hidden })}</p>}
      <dl className="invoice-summary-totals">
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.discounts.length === 0 ? (
          <div>
            <dt>{t('totals.discount')}</dt>
            <dd>{money(order.discount)}</dd>
          </div>
        ) : (
          order.discounts.map((line, i) => (
            <div key={i}>
              <dt>{discountLineName(line, t.language)}</dt>
              <dd>{`− ${money(line.amount)}`}</dd>
            </div>
          ))
        )}
        {!order.placeOfSupply ? (
          <div>
            <dt>{t('totals.tax')}</dt>
            <dd>{money(order.tax)}</dd>
          </div>
        ) : order.igst > 0 ? (
          <div>
            <dt>{t('totals.igst')}</dt>
            <dd>{money(order.igst)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('totals.cgst')}</dt>
              <dd>{money(order.cgst)}</dd>
            </div>
            <div>
              <dt>{t('totals.sgst')}</dt>
              <dd>{money(order.sgst)}</dd>
            </div>
          </>
        )}
        {order.roundOff !== 0 && (
          <div data-line="round-off">
            <dt>{t('totals.roundOff')}</dt>
            <dd>{roundOffText(order.roundOff, t.language)}</dd>
          </div>
        )}
        <div className="invoice-summary-total">
          <dt>{t('totals.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

import type { PriceItem } from '@laundry/shared/contracts/prices';
import { formatPrice, PRICE_ROWS } from '../price-catalogue';
import { useReveal } from '../use-reveal';
import { PriceValue } from './price-value';

export function PriceCard({ item }: { item: PriceItem }) {
  const [ref, visible] = useReveal<HTMLLIElement>();
  const onInspection = PRICE_ROWS.every((row) => formatPrice(item.prices[row.slot]) === '-');
  return (
    <li ref={ref} className={`price-card${visible ? ' is-visible' : ''}`}>
      <h3 className="price-card__name">{item.name}</h3>
      <dl className="price-card__rows">
        {PRICE_ROWS.map((row) => {
          const offered = formatPrice(item.prices[row.slot]) !== '-';
          return (
            <div key={row.slot} className="price-card__row">
              <dt>{row.label}</dt>
              <dd className={offered ? undefined : 'price-card__na'}>
                <PriceValue text={item.prices[row.slot]} />
              </dd>
            </div>
          );
        })}
      </dl>
      {onInspection && <p className="price-card__quote">Priced after a free inspection. Call or WhatsApp us for a quote.</p>}
    </li>
  );
}

export function PriceGrid({ items }: { items: PriceItem[] }) {
  return (
    <ul className="price-grid">
      {items.map((item) => (
        <PriceCard key={item.name} item={item} />
      ))}
    </ul>
  );
}

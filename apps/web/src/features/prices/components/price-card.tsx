import type { PriceItem } from '@laundry/shared/contracts/prices';
import messages from '../locales/en.json';
import { useT } from '../../../i18n/use-t';
import { formatPrice, PRICE_ROWS } from '../price-catalogue';
import { useReveal } from '../use-reveal';
import { ItemName } from './item-name';
import { PriceValue } from './price-value';

export function PriceCard({ item }: { item: PriceItem }) {
  const t = useT('prices', messages);
  const [ref, visible] = useReveal<HTMLLIElement>();
  const onInspection = PRICE_ROWS.every((row) => formatPrice(item.prices[row.slot]) === '-');
  return (
    <li ref={ref} className={`price-card${visible ? ' is-visible' : ''}`}>
      <h3 className="price-card__name">
        <ItemName item={item} />
      </h3>
      <dl className="price-card__rows">
        {PRICE_ROWS.map((row) => {
          const offered = formatPrice(item.prices[row.slot]) !== '-';
          return (
            <div key={row.slot} className="price-card__row">
              <dt>{t(row.label)}</dt>
              <dd className={offered ? undefined : 'price-card__na'}>
                <PriceValue text={item.prices[row.slot]} />
              </dd>
            </div>
          );
        })}
      </dl>
      {onInspection && <p className="price-card__quote">{t('quote.note')}</p>}
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

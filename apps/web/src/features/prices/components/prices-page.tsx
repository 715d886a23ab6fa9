import { useState } from 'react';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { TruckIcon, WalletIcon, type IconComponent } from '../../../components/icon';
import { BoltIcon, CheckIcon } from '../../../components/page-icons';
import { SearchField } from '../../../components/search-field';
import { usePrices } from '../api/get-prices';
import { filterCatalogue } from '../price-catalogue';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PriceAccordion } from './price-accordion';
import { PriceTabs } from './price-tabs';
import './prices.css';

const PROMISES: { Icon: IconComponent; text: string }[] = [
  { Icon: TruckIcon, text: 'Free pickup & delivery' },
  { Icon: CheckIcon, text: 'No minimum order' },
  { Icon: BoltIcon, text: 'Express: same or next day' },
  { Icon: WalletIcon, text: 'Pay by UPI, card or cash' },
];

/** Spec section 9: the accordion is for screens up to 768 px wide. */
const ACCORDION_QUERY = '(max-width: 768px)';

export function PricesPage() {
  const prices = usePrices();
  const compact = useMediaQuery(ACCORDION_QUERY);
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // null: the default, only the first category open.
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string> | null>(null);

  const catalogue: PriceCatalogue | undefined = prices.data?.catalogue;
  const searching = query.trim() !== '';
  const filtered = catalogue ? filterCatalogue(catalogue, query) : undefined;
  const withMatches = filtered?.categories.filter((c) => c.items.length > 0) ?? [];
  const first = catalogue?.categories[0]?.key;

  // While searching, a category without matches gives way to the first one that has some.
  const chosen = activeKey ?? first ?? '';
  const activeHasMatches = withMatches.some((c) => c.key === chosen);
  const effectiveActive = searching && !activeHasMatches && withMatches[0] ? withMatches[0].key : chosen;

  const onSearch = (value: string) => {
    setQuery(value);
    if (!catalogue) return;
    // Searching opens every category that has a match; clearing goes back to the first one.
    setOpenKeys(
      value.trim()
        ? new Set(
            filterCatalogue(catalogue, value)
              .categories.filter((c) => c.items.length)
              .map((c) => c.key),
          )
        : null,
    );
  };

  const toggle = (key: string) =>
    setOpenKeys((current) => {
      const next = new Set(current ?? (first ? [first] : []));
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="container prices">
      <header className="prices__hero">
        <div className="prices__intro">
          <span className="eyebrow">Price list</span>
          <h1>Kakinada&apos;s Best Laundry &amp; Dry Cleaning Shop</h1>
          <p className="lead">
            Honest per-piece prices with free pickup and delivery. A <strong>+</strong> marks a starting price: the final price depends on the fabric
            and work, and we confirm it with you at pickup.
          </p>
          <SearchField className="prices__search" label="Search items" placeholder="Search items…" value={query} onChange={onSearch} />
        </div>
        <ul className="prices__promises">
          {PROMISES.map((p) => (
            <li key={p.text}>
              <p.Icon />
              {p.text}
            </li>
          ))}
        </ul>
      </header>

      {prices.isPending && (
        <p className="page-loading" role="status">
          Loading prices…
        </p>
      )}
      {prices.isError && (
        <p className="form-error" role="alert">
          The price list could not be loaded. Please refresh the page or call us for prices.
        </p>
      )}
      {prices.data?.source === 'bundled' && (
        <p className="prices__notice" role="status">
          Showing our standard price list while live prices are unavailable.
        </p>
      )}

      {filtered && (
        <>
          <p className="prices__status" role="status">
            {searching &&
              (withMatches.length === 0
                ? `No items match “${query.trim()}”.`
                : `${withMatches.reduce((n, c) => n + c.items.length, 0)} items match “${query.trim()}”.`)}
          </p>
          {compact ? (
            <PriceAccordion
              categories={searching ? withMatches : filtered.categories}
              openKeys={openKeys ?? new Set(first ? [first] : [])}
              onToggle={toggle}
            />
          ) : (
            (!searching || withMatches.length > 0) && (
              <PriceTabs categories={filtered.categories} activeKey={effectiveActive} onSelect={setActiveKey} searching={searching} />
            )
          )}
        </>
      )}
    </div>
  );
}

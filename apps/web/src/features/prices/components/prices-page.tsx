import { useState } from 'react';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { TruckIcon, WalletIcon, WhatsappIcon, type IconComponent } from '../../../components/icon';
import { BUSINESS, whatsappUrl } from '../../../config/business-profile';
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
  // One category open at a time (issue 11): undefined means the default, the first one (the first
  // with a match while searching); null means the customer closed it.
  const [openKey, setOpenKey] = useState<string | null | undefined>(undefined);

  const catalogue: PriceCatalogue | undefined = prices.data?.catalogue;
  const searching = query.trim() !== '';
  const filtered = catalogue ? filterCatalogue(catalogue, query) : undefined;
  const withMatches = filtered?.categories.filter((c) => c.items.length > 0) ?? [];
  const first = catalogue?.categories[0]?.key;

  // While searching, a category without matches gives way to the first one that has some.
  const chosen = activeKey ?? first ?? '';
  const activeHasMatches = withMatches.some((c) => c.key === chosen);
  const effectiveActive = searching && !activeHasMatches && withMatches[0] ? withMatches[0].key : chosen;

  const defaultOpen = (searching ? withMatches[0]?.key : first) ?? null;
  const effectiveOpen = openKey === undefined ? defaultOpen : openKey;

  const onSearch = (value: string) => {
    setQuery(value);
    // Each new search opens its first category with a match; clearing goes back to the first one.
    setOpenKey(undefined);
  };

  const toggle = (key: string) => setOpenKey(key === effectiveOpen ? null : key);

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
          {searching && withMatches.length === 0 && <NoMatchHelp query={query.trim()} />}
          {compact ? (
            <PriceAccordion
              categories={searching ? withMatches : filtered.categories}
              openKey={effectiveOpen}
              onToggle={toggle}
              searching={searching}
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

/** No item matched: rather than a dead end, the customer can send the shop a photo on WhatsApp. */
function NoMatchHelp({ query }: { query: string }) {
  const message = `Hi ${BUSINESS.name}, I could not find "${query}" in your price list. I am sending a photo: what would it cost?`;
  return (
    <div className="prices__no-match">
      <p>Not on the list? Send us a photo of the item on WhatsApp and we will tell you the price.</p>
      <a className="btn btn-whatsapp" href={whatsappUrl(BUSINESS.whatsappDigits, message)} target="_blank" rel="noopener noreferrer">
        <WhatsappIcon />
        WhatsApp us a photo
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

import { useMemo, useState } from 'react';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { TruckIcon, WalletIcon, WhatsappIcon, type IconComponent } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { whatsappUrl } from '../../../config/business-profile';
import { BoltIcon, CheckIcon } from '../../../components/page-icons';
import { SearchField } from '../../../components/search-field';
import { useT } from '../../../i18n/use-t';
import messages from '../locales/en.json';
import { usePrices } from '../api/get-prices';
import { categoryKey, filterCatalogue } from '../price-catalogue';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PerKgBand } from './per-kg-band';
import { PriceAccordion } from './price-accordion';
import { PriceTabs } from './price-tabs';
import './prices.css';

const PROMISES: { Icon: IconComponent; text: keyof typeof messages }[] = [
  { Icon: TruckIcon, text: 'promise.pickup' },
  { Icon: CheckIcon, text: 'promise.minimum' },
  { Icon: BoltIcon, text: 'promise.express' },
  { Icon: WalletIcon, text: 'promise.payment' },
];

/** Spec section 9: the accordion is for screens up to 768 px wide. */
const ACCORDION_QUERY = '(max-width: 768px)';

export function PricesPage() {
  const t = useT('prices', messages);
  const business = useBusinessProfile();
  const prices = usePrices();
  const compact = useMediaQuery(ACCORDION_QUERY);
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // One category open at a time: undefined means the default, the first one (the first
  // with a match while searching); null means the customer closed it.
  const [openKey, setOpenKey] = useState<string | null | undefined>(undefined);

  // The shop's categories named in the language shown.
  const data = prices.data?.catalogue;
  const catalogue: PriceCatalogue | undefined = useMemo(() => {
    if (!data) return undefined;
    return {
      categories: data.categories.map((c) => {
        const key = categoryKey(c.key);
        return key ? { ...c, label: t(key) } : c;
      }),
    };
  }, [data, t]);
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

  const kiloMinimum = (prices.data?.perKg ?? []).some((rate) => rate.minKg > 0);
  const toggle = (key: string) => setOpenKey(key === effectiveOpen ? null : key);
  // "A + marks a starting price": the + stands out as it does beside the prices.
  const lead = t.rich('hero.lead', { b: (chunks) => <strong key="plus">{chunks}</strong> });

  return (
    <div className="container prices">
      <PageMeta title={t('meta.title', { shop: business.name })} description={t('meta.description', { shop: business.name })} />
      <header className="prices__hero">
        <div className="prices__intro">
          <span className="eyebrow">{t('hero.eyebrow')}</span>
          <h1>{t('hero.title')}</h1>
          <p className="lead">{lead}</p>
          <SearchField className="prices__search" label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={onSearch} />
        </div>
        <ul className="prices__promises">
          {PROMISES.map((p) => (
            <li key={p.text}>
              <p.Icon />
              {/* A kilo service with a minimum: the promise holds for the pieces, and says so. */}
              {t(p.text === 'promise.minimum' && kiloMinimum ? 'promise.minimumPieces' : p.text)}
            </li>
          ))}
        </ul>
      </header>

      {prices.isPending && (
        <p className="page-loading" role="status">
          {t('status.loading')}
        </p>
      )}
      {prices.isError && (
        <p className="form-error" role="alert">
          {t('status.error')}
        </p>
      )}
      {prices.data?.source === 'bundled' && (
        <p className="prices__notice" role="status">
          {t('status.bundled')}
        </p>
      )}

      {prices.data && <PerKgBand rates={prices.data.perKg} />}

      {filtered && (
        <>
          <p className="prices__status" role="status">
            {searching &&
              (withMatches.length === 0
                ? t('search.none', { query: query.trim() })
                : t('search.count', { count: withMatches.reduce((n, c) => n + c.items.length, 0), query: query.trim() }))}
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
  const t = useT('prices', messages);
  const business = useBusinessProfile();
  const message = t('noMatch.message', { shop: business.name, query });
  return (
    <div className="prices__no-match">
      <p>{t('noMatch.text')}</p>
      <a className="btn btn-whatsapp" href={whatsappUrl(business.whatsappDigits, message)} target="_blank" rel="noopener noreferrer">
        <WhatsappIcon />
        {t('noMatch.link')}
        <span className="visually-hidden">{t('noMatch.newTab')}</span>
      </a>
    </div>
  );
}

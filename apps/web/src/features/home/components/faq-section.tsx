import { useId, useMemo, useRef, useState } from 'react';
import { ChevronIcon } from '../../../components/page-icons';
import { SearchField } from '../../../components/search-field';
import { useT } from '../../../i18n/use-t';
import { useAdoptEarlyInput } from '../../../lib/adopt-early-input';
import { useHydratingMark } from '../../../lib/hydrating';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { useShopSettings } from '../../../lib/shop-settings';
import { faqEntries } from '../content/faq';
import en from '../home-sections/locales/en.json';
import homeEn from '../locales/en.json';
import { shopText } from '../shop-text';
import { searchFaq, splitMatches } from '../faq-search';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './faq.css';
import { expressFactorText, useExpressFactor } from '../../../lib/express-factor';

function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{splitMatches(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

export function FaqSection() {
  const t = useT('home-sections', en);
  const homeT = useT('home', homeEn);
  // The search looks through the words shown, in the language shown.
  const business = useBusinessProfile();
  const factor = expressFactorText(useExpressFactor());
  const settings = useShopSettings().data;
  const plans = settings?.offersPlans ?? true;
  const bulk = settings?.offersBulk ?? true;
  const faq = useMemo(
    () => faqEntries(t, { ...shopText(homeT, business), factor }, business, { plans, bulk }),
    [t, homeT, business, factor, plans, bulk],
  );
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const matches = searchFaq(faq, query);
  const searching = query.trim() !== '';

  const onSearch = (value: string) => {
    setQuery(value);
    // A match hidden in a closed answer would be invisible, so answers that match open.
    setOpen(
      new Set(
        value.trim()
          ? searchFaq(faq, value)
              .filter((m) => m.inAnswer)
              .map((m) => m.index)
          : [0],
      ),
    );
  };

  // A search typed, or a question tapped, before React owns the section still counts.
  const mark = useHydratingMark();
  const section = useRef<HTMLElement>(null);
  useAdoptEarlyInput(section, (_field, shown) => {
    if (typeof shown === 'string') onSearch(shown);
  });

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section ref={section} className="section section--alt" aria-labelledby="faq-title" {...mark}>
      <div className="section-inner faq">
        <SectionHead id="faq-title" copy={SECTION_COPY.faq} />
        <SearchField
          className="faq__search"
          label={t('faq.search.label')}
          placeholder={t('faq.search.placeholder')}
          value={query}
          onChange={onSearch}
        />
        <p className="faq__status" role="status">
          {matches.length === 0 ? (
            t('faq.noResults')
          ) : searching ? (
            <span className="visually-hidden">{t('faq.matches', { count: matches.length, total: faq.length })}</span>
          ) : null}
        </p>
        <ul className="faq__list">
          {matches.map(({ index, entry }) => {
            const isOpen = open.has(index);
            const panelId = `${id}-answer-${index}`;
            return (
              <li key={index} className={`faq__item${isOpen ? ' is-open' : ''}`}>
                <h3>
                  <button type="button" className="faq__question" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(index)}>
                    <span>
                      <Highlighted text={entry.q} query={query} />
                    </span>
                    <ChevronIcon className="icon faq__chevron" />
                  </button>
                </h3>
                <div id={panelId} className="faq__answer" hidden={!isOpen}>
                  <p>
                    <Highlighted text={entry.a} query={query} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

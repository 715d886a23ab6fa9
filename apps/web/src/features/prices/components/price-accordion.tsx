import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { ChevronIcon } from '../../../components/page-icons';
import { useT } from '../../../i18n/use-t';
import { useHydratingMark } from '../../../lib/hydrating';
import messages from '../locales/en.json';
import { PriceTable } from './price-table';

interface PriceAccordionProps {
  categories: PriceCategoryGroup[];
  /** The one open category (one at a time, so a phone shows a short page), or null when the customer closed it. */
  openKey: string | null;
  onToggle: (key: string) => void;
  searching: boolean;
}

/** Screens up to 768 px: every category as a section that opens and closes, one open at a time. */
export function PriceAccordion({ categories, openKey, onToggle, searching }: PriceAccordionProps) {
  const t = useT('prices', messages);
  const mark = useHydratingMark();
  return (
    <div className="price-accordion" {...mark}>
      {categories.map((c) => {
        const open = c.key === openKey;
        return (
          <section key={c.key} className={`price-accordion__section${open ? ' is-open' : ''}`}>
            <h2 className="price-accordion__heading">
              <button
                id={`price-acc-${c.key}`}
                type="button"
                className="price-accordion__toggle"
                aria-expanded={open}
                aria-controls={`price-acc-panel-${c.key}`}
                onClick={(event) => {
                  onToggle(c.key);
                  // Closing the section above moves this one up: keep it on screen.
                  const button = event.currentTarget;
                  requestAnimationFrame(() => button.scrollIntoView({ block: 'nearest' }));
                }}
              >
                <span>{c.label}</span>
                <span className="price-accordion__count">
                  {c.items.length}
                  <span className="visually-hidden">{t(searching ? 'categories.matching' : 'categories.items')}</span>
                </span>
                <ChevronIcon className="icon price-accordion__chevron" />
              </button>
            </h2>
            <div
              id={`price-acc-panel-${c.key}`}
              role="region"
              aria-labelledby={`price-acc-${c.key}`}
              className="price-accordion__panel"
              hidden={!open}
            >
              {open && <PriceTable items={c.items} label={c.label} />}
            </div>
          </section>
        );
      })}
    </div>
  );
}

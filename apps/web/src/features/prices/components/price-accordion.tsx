import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { ChevronIcon } from '../../../components/page-icons';
import { PriceGrid } from './price-card';

interface PriceAccordionProps {
  categories: PriceCategoryGroup[];
  openKeys: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** Screens up to 768 px: every category as a section that opens and closes. */
export function PriceAccordion({ categories, openKeys, onToggle }: PriceAccordionProps) {
  return (
    <div className="price-accordion">
      {categories.map((c) => {
        const open = openKeys.has(c.key);
        return (
          <section key={c.key} className={`price-accordion__section${open ? ' is-open' : ''}`}>
            <h2 className="price-accordion__heading">
              <button
                id={`price-acc-${c.key}`}
                type="button"
                className="price-accordion__toggle"
                aria-expanded={open}
                aria-controls={`price-acc-panel-${c.key}`}
                onClick={() => onToggle(c.key)}
              >
                <span>{c.label}</span>
                <span className="price-accordion__count">
                  {c.items.length}
                  <span className="visually-hidden"> items</span>
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
              {open && <PriceGrid items={c.items} />}
            </div>
          </section>
        );
      })}
    </div>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { useT } from '../../../i18n/use-t';
import { useHydratingMark } from '../../../lib/hydrating';
import messages from '../locales/en.json';
import { PriceGrid } from './price-card';

interface PriceTabsProps {
  categories: PriceCategoryGroup[];
  activeKey: string;
  onSelect: (key: string) => void;
  searching: boolean;
}

/** Wide screens: categories as vertical tabs beside the cards of the one active category. */
export function PriceTabs({ categories, activeKey, onSelect, searching }: PriceTabsProps) {
  const t = useT('prices', messages);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const mark = useHydratingMark();
  const active = categories.find((c) => c.key === activeKey) ?? categories[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: string[] = categories.map((c) => c.key);
    const at = keys.indexOf(activeKey);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: keys.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = keys[(target + keys.length) % keys.length];
    if (!next) return;
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  };

  if (!active) return null;
  return (
    <div className="price-tabs" {...mark}>
      <div className="price-tabs__list" role="tablist" aria-label={t('categories.label')} aria-orientation="vertical" onKeyDown={onKeyDown}>
        {categories.map((c) => {
          const selected = c.key === active.key;
          return (
            <button
              key={c.key}
              ref={(node) => {
                if (node) tabRefs.current.set(c.key, node);
                else tabRefs.current.delete(c.key);
              }}
              id={`price-tab-${c.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="price-tab-panel"
              tabIndex={selected ? 0 : -1}
              className={`price-tabs__tab${c.items.length === 0 ? ' is-empty' : ''}`}
              onClick={() => onSelect(c.key)}
            >
              <span>{c.label}</span>
              <span className="price-tabs__count">
                {c.items.length}
                <span className="visually-hidden">{t(searching ? 'categories.matching' : 'categories.items')}</span>
              </span>
            </button>
          );
        })}
      </div>
      <div id="price-tab-panel" className="price-tabs__panel" role="tabpanel" aria-labelledby={`price-tab-${active.key}`} tabIndex={0}>
        <h2 className="price-tabs__title">{active.label}</h2>
        {active.items.length > 0 ? (
          <PriceGrid key={active.key} items={active.items} />
        ) : (
          <p className="prices__empty">{t('categories.empty', { category: active.label.toLowerCase() })}</p>
        )}
      </div>
    </div>
  );
}

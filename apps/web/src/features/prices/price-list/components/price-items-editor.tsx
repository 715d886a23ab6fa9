import { useState } from 'react';
import { PRICE_SERVICES, type PriceCategory } from '@laundry/shared/constants';
import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { normalizeSearch } from '@laundry/shared/rules/search';
import { SearchField } from '../../../../components/search-field';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';
import { countItems, searchGroups } from '../lib/price-search';
import { AddPriceItemForm } from './add-price-item-form';
import { PriceItemRow } from './price-item-row';
import { CATEGORY_KEY, COLUMN_KEY } from './price-labels';

/**
 * The items, one category at a time; a search looks through every category's English, Telugu and
 * Hindi names. New items are added below.
 */
export function PriceItemsEditor({ groups }: { groups: PriceCategoryGroup[] }) {
  const t = useT('price-list', en);
  const [category, setCategory] = useState<PriceCategory>(groups[0]?.key ?? 'MEN');
  const [query, setQuery] = useState('');
  const searching = normalizeSearch(query) !== '';
  const shown = searching ? searchGroups(groups, query) : groups.filter((g) => g.key === category);
  const found = countItems(shown);

  return (
    <section className="pl-block" aria-labelledby="price-items-title">
      <h3 id="price-items-title">{t('items.title')}</h3>
      <div className="pl-items__filters">
        <div className="field">
          <label htmlFor="price-items-category">{t('items.category')}</label>
          <select id="price-items-category" value={category} onChange={(e) => setCategory(e.target.value as PriceCategory)}>
            {groups.map((g) => (
              <option key={g.key} value={g.key}>
                {t('items.categoryOption', { category: t(CATEGORY_KEY[g.key]), count: g.items.length })}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          className="pl-items__search"
          label={t('items.searchLabel')}
          placeholder={t('items.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      </div>
      <p className="field-hint" role="status">
        {searching
          ? found === 0
            ? t('items.searchNone', { query: query.trim() })
            : t('items.searchCount', { count: found, query: query.trim() })
          : ''}
      </p>
      {shown.map((group) => (
        <section key={group.key} className="pl-group" aria-labelledby={`price-group-${group.key}`}>
          <h4 id={`price-group-${group.key}`}>{t('items.groupTitle', { category: t(CATEGORY_KEY[group.key]), count: group.items.length })}</h4>
          {group.items.length === 0 ? (
            <p className="field-hint">{t('items.emptyCategory')}</p>
          ) : (
            <>
              <div className="pl-head" aria-hidden="true">
                <span>{t('field.name')}</span>
                <span>{t('field.te')}</span>
                <span>{t('field.hi')}</span>
                {PRICE_SERVICES.map((service) => (
                  <span key={service}>{t(COLUMN_KEY[service])}</span>
                ))}
                <span />
              </div>
              <ul className="pl-list">
                {group.items.map((item) => (
                  <PriceItemRow key={`${group.key}\u0000${item.name}`} item={item} category={group.key} />
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
      <AddPriceItemForm category={category} />
    </section>
  );
}

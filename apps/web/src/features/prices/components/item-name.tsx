import type { PriceItem } from '@laundry/shared/contracts/prices';
import { useLanguage } from '../../../i18n/language';

/**
 * An item's name in the language shown, with the English name beneath (the name on the shop's
 * board and the bill); in English, or while the item has no name in that language, the English
 * name alone.
 */
export function ItemName({ item }: { item: PriceItem }) {
  const language = useLanguage();
  const local = language === 'en' ? '' : item.names[language];
  if (!local) return <>{item.name}</>;
  return (
    <>
      <span className="price-name">{local}</span>{' '}
      <span className="price-name__en" lang="en">
        {item.name}
      </span>
    </>
  );
}

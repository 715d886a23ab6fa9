import messages from '../locales/en.json';
import { useT } from '../../../i18n/use-t';
import { formatPrice } from '../price-catalogue';

/**
 * One price as shown: the rupee amount, or "—" for a service the shop does not offer on this
 * item, which screen readers hear as "not offered" (decision 0035).
 */
export function PriceValue({ text }: { text: string }) {
  const t = useT('prices', messages);
  const price = formatPrice(text);
  if (price !== '-') return <>{price}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('price.notOffered')}</span>
    </>
  );
}

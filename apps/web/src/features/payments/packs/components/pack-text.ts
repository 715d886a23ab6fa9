import type { PackOffer } from '@laundry/shared/contracts/packs';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';

/** A pack in words, in the language shown: "Pay ₹1,000, get ₹1,100" and how long the credit lasts. */
export function usePackText() {
  const t = useT('packs', en);
  return {
    t,
    money: (rupees: number) => formatInr(rupees, t.language),
    offer: (pack: Pick<PackOffer, 'price' | 'credit'>) =>
      t('packs.offer', { price: formatInr(pack.price, t.language), credit: formatInr(pack.credit, t.language) }),
    validity: (pack: Pick<PackOffer, 'validDays'>) => (pack.validDays === null ? t('packs.forever') : t('packs.lasts', { days: pack.validDays })),
  };
}

import type { Language } from '@laundry/shared/constants';
import type { Stain } from '@laundry/shared/contracts/care';
import { formatInr } from '@laundry/shared/rules/money';
import type { Translate } from '../../../i18n/translate';
import { formatIstShortDate, formatIstTime } from '../../../lib/ist-format';
import { stainStatusNow } from '../../../lib/stain-status';
import type en from '../locales/en.json';

export type CareT = Translate<keyof typeof en>;

/** "28 Nov, 3:45 pm": a time within the next day or two, where the year goes without saying. */
export function shortWhen(iso: string, language: Language): string {
  return `${formatIstShortDate(iso, language)}, ${formatIstTime(iso, language)}`;
}

/**
 * A stain's status on the shop's card, with what to do with the piece: wait, treat it (with
 * the approved charge), or return it as it is (declined, or no answer within the 24 hours).
 */
export function stainStatusText(t: CareT, stain: Stain, now: Date): string {
  const amount = formatInr(stain.charge, t.language);
  switch (stainStatusNow(stain, now)) {
    case 'pending':
      return stain.charge > 0
        ? t('stain.pending.charge', { time: shortWhen(stain.decideBy, t.language), amount })
        : t('stain.pending', { time: shortWhen(stain.decideBy, t.language) });
    case 'approved':
      return stain.charge > 0 ? t('stain.approved', { amount }) : t('stain.approved.free');
    case 'declined':
      return t('stain.declined');
    case 'expired':
      return t('stain.expired');
  }
}

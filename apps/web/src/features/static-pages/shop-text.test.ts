import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../config/business-profile';
import { SHOP_WORDING } from '../../config/shop-wording';
import { translatorFor } from '../../i18n/translate';
import en from './locales/en.json';
import { shopText } from './shop-text';

describe('shopText', () => {
  it('says in English exactly what the business profile says', () => {
    expect(shopText(translatorFor('static-pages', en, 'en'))).toEqual({
      hours: SHOP_WORDING.hours,
      pickupWindow: SHOP_WORDING.pickupWindow,
      turnaround: SHOP_WORDING.standardTurnaround,
      addressLines: BUSINESS.addressLines,
      whatsappGreeting: SHOP_WORDING.whatsappGreeting,
      referralMessage: SHOP_WORDING.referralMessage,
    });
  });
});

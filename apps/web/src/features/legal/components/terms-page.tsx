import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { expressFactorText, useExpressFactor } from '../../../lib/express-factor';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import en from '../locales/en.json';
import { shopText } from '../shop-text';
import { LegalLayout } from './legal-layout';
import { mailLink, pageLink, telLink } from './rich-links';

export function TermsPage() {
  const t = useT('legal', en);
  const business = useBusinessProfile();
  const shop = shopText(t, business);
  const tel = telLink(business.phone);
  const factor = expressFactorText(useExpressFactor());
  const text = {
    account: t.rich('terms.account.text', { link: pageLink('/forgot-password') }),
    prices: t.rich('terms.prices.text', { link: pageLink('/prices') }),
    // A shop that gave no e-mail is reached by phone only.
    questions: business.email
      ? t.rich('terms.questions.text', { tel, mail: mailLink(business.email), phone: business.phone, email: business.email, hours: shop.hours })
      : t.rich('terms.questions.textNoEmail', { tel, phone: business.phone, hours: shop.hours }),
  };
  return (
    <LegalLayout title={t('terms.title')} intro={t('terms.intro', { shop: business.name, city: shop.city })}>
      <PageMeta title={t('terms.meta.title', { shop: business.name })} description={t('terms.meta.description', { shop: business.name })} />
      <h2>{t('terms.account.title')}</h2>
      <p>{text.account}</p>

      <h2>{t('terms.pickup.title')}</h2>
      <ul>
        <li>{t('terms.pickup.free', { pickupWindow: shop.pickupWindow })}</li>
        <li>{t('terms.pickup.regular')}</li>
        <li>{t('terms.pickup.express', { factor })}</li>
        <li>{t('terms.pickup.pockets')}</li>
      </ul>

      <h2>{t('terms.prices.title')}</h2>
      <p>{text.prices}</p>

      <h2>{t('terms.care.title')}</h2>
      <ul>
        <li>{t('terms.care.label')}</li>
        <li>{t('terms.care.damage')}</li>
        <li>{t('terms.care.bleeding')}</li>
        <li>{t('terms.care.uncollected')}</li>
      </ul>

      <h2>{t('terms.cancel.title')}</h2>
      <p>{t('terms.cancel.text')}</p>

      <h2>{t('terms.questions.title')}</h2>
      <p>{text.questions}</p>
    </LegalLayout>
  );
}

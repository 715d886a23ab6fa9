import { PageMeta } from '../../../components/page-meta';
import { BUSINESS } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { shopText } from '../shop-text';
import { LegalLayout } from './legal-layout';
import { mailLink, pageLink, telLink } from './rich-links';

export function TermsPage() {
  const t = useT('legal', en);
  const shop = shopText(t);
  const text = {
    account: t.rich('terms.account.text', { link: pageLink('/forgot-password') }),
    prices: t.rich('terms.prices.text', { link: pageLink('/prices') }),
    questions: t.rich('terms.questions.text', { tel: telLink, mail: mailLink, phone: BUSINESS.phone, email: BUSINESS.email, hours: shop.hours }),
  };
  return (
    <LegalLayout title={t('terms.title')} intro={t('terms.intro', { shop: BUSINESS.name, city: shop.city })}>
      <PageMeta title={t('terms.meta.title', { shop: BUSINESS.name })} description={t('terms.meta.description', { shop: BUSINESS.name })} />
      <h2>{t('terms.account.title')}</h2>
      <p>{text.account}</p>

      <h2>{t('terms.pickup.title')}</h2>
      <ul>
        <li>{t('terms.pickup.free', { pickupWindow: shop.pickupWindow })}</li>
        <li>{t('terms.pickup.regular')}</li>
        <li>{t('terms.pickup.express')}</li>
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

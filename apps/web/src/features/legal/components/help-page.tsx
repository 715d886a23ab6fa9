import { PageMeta } from '../../../components/page-meta';
import { whatsappUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import en from '../locales/en.json';
import { shopText } from '../shop-text';
import { LegalLayout } from './legal-layout';
import { mailLink, pageLink, telLink } from './rich-links';

export function HelpPage() {
  const t = useT('legal', en);
  const business = useBusinessProfile();
  const shop = shopText(t, business);
  const text = {
    password: t.rich('help.password.text', { link: pageLink('/forgot-password') }),
    book: t.rich('help.book.text', { login: pageLink('/login'), signup: pageLink('/signup'), orders: pageLink('/orders') }),
    where: t.rich('help.where.text', { link: pageLink('/my-orders') }),
    call: t.rich('help.talk.call', { tel: telLink(business.phone), phone: business.phone, hours: shop.hours }),
    email: business.email ? t.rich('help.talk.email', { mail: mailLink(business.email), email: business.email }) : null,
  };
  return (
    <LegalLayout title={t('help.title')} intro={t('help.intro')}>
      <PageMeta title={t('help.meta.title', { shop: business.name })} description={t('help.meta.description', { shop: business.name })} />
      <h2>{t('help.password.title')}</h2>
      <p>{text.password}</p>

      <h2>{t('help.code.title')}</h2>
      <p>{t('help.code.text')}</p>

      <h2>{t('help.book.title')}</h2>
      <p>{text.book}</p>

      <h2>{t('help.where.title')}</h2>
      <p>{text.where}</p>

      <h2>{t('help.talk.title')}</h2>
      <ul>
        <li>{text.call}</li>
        <li>
          <a href={whatsappUrl(business.whatsappDigits)} target="_blank" rel="noopener noreferrer">
            {t('help.talk.whatsapp')}
          </a>
        </li>
        {text.email && <li>{text.email}</li>}
      </ul>
    </LegalLayout>
  );
}

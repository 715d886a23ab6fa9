import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import en from '../locales/en.json';
import { LegalLayout } from './legal-layout';
import { mailLink } from './rich-links';

export function PrivacyPage() {
  const t = useT('legal', en);
  const business = useBusinessProfile();
  // A shop that gave no e-mail is reached by phone only.
  const choices = business.email
    ? t.rich('privacy.choices.text', { mail: mailLink(business.email), email: business.email })
    : t('privacy.choices.textNoEmail');
  return (
    <LegalLayout title={t('privacy.title')} intro={t('privacy.intro', { shop: business.name })}>
      <PageMeta title={t('privacy.meta.title', { shop: business.name })} description={t('privacy.meta.description', { shop: business.name })} />
      <h2>{t('privacy.keep.title')}</h2>
      <ul>
        <li>{t('privacy.keep.contact')}</li>
        <li>{t('privacy.keep.orders')}</li>
        <li>{t('privacy.keep.messages')}</li>
      </ul>

      <h2>{t('privacy.why.title')}</h2>
      <p>{t('privacy.why.text')}</p>

      <h2>{t('privacy.who.title')}</h2>
      <p>{t('privacy.who.text')}</p>

      <h2>{t('privacy.browser.title')}</h2>
      <p>{t('privacy.browser.text')}</p>

      <h2>{t('privacy.choices.title')}</h2>
      <p>{choices}</p>

      <h2>{t('privacy.howLong.title')}</h2>
      <ul>
        <li>{t('privacy.howLong.account')}</li>
        <li>{t('privacy.howLong.books')}</li>
        <li>{t('privacy.howLong.photos')}</li>
        <li>{t('privacy.howLong.audit')}</li>
      </ul>

      <h2>{t('privacy.rights.title')}</h2>
      <p>{t('privacy.rights.text')}</p>
      <p>{t('privacy.rights.consent')}</p>
    </LegalLayout>
  );
}

import { PageMeta } from '../../../components/page-meta';
import { BUSINESS } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { LegalLayout } from './legal-layout';
import { mailLink } from './rich-links';

export function PrivacyPage() {
  const t = useT('legal', en);
  const choices = t.rich('privacy.choices.text', { mail: mailLink, email: BUSINESS.email });
  return (
    <LegalLayout title={t('privacy.title')} intro={t('privacy.intro', { shop: BUSINESS.name })}>
      <PageMeta title={t('privacy.meta.title', { shop: BUSINESS.name })} description={t('privacy.meta.description', { shop: BUSINESS.name })} />
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
    </LegalLayout>
  );
}

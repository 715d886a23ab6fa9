import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';

/** The arrow between a value before and after: drawn by CSS, read out as words. */
export function ChangedTo() {
  const t = useT('price-list', en);
  return (
    <>
      <span className="pl-arrow" aria-hidden="true" />
      <span className="visually-hidden">{t('history.to')}</span>
    </>
  );
}

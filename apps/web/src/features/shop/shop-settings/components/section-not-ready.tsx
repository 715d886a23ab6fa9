import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';

/** A Settings section before its values arrive: "Loading…", or why it failed with a Retry. */
export function SectionNotReady({
  titleId,
  heading,
  failed,
  failedText,
  retry,
}: {
  titleId: string;
  heading: ReactNode;
  failed: boolean;
  failedText: string;
  retry: () => void;
}) {
  const t = useT('shop-settings', en);
  return (
    <section className="shop-settings card" aria-labelledby={titleId}>
      {heading}
      {failed ? (
        <div className="form-error" role="alert">
          <p>{failedText}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

import { useNavigate } from 'react-router';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useLookUpPiece } from '../api/look-up-piece';
import { orderOnDashboard } from '../lib/links';
import en from '../locales/en.json';
import { CodeScanner } from './code-scanner';

/**
 * Scan (or type) a tag and its order opens on the dashboard. A label that is not ours, a code that
 * is no tag and a tag nobody has are told apart in the server's words (the `errors` catalogue).
 */
export function FindByTag() {
  const t = useT('shop-floor', en);
  const navigate = useNavigate();
  const lookUp = useLookUpPiece();

  const onCode = (code: string) => {
    lookUp.mutate(code, { onSuccess: (found) => void navigate(orderOnDashboard(found.orderNumber)) });
  };

  return (
    <section className="scan-card card" aria-labelledby="find-by-tag-title">
      <h2 id="find-by-tag-title">{t('find.title')}</h2>
      <p className="field-hint">{t('find.hint')}</p>
      <CodeScanner onCode={onCode} submitLabel={t('find.open')} busy={lookUp.isPending} />
      <p className="scan-card__status" role="status">
        {lookUp.isPending ? t('find.looking') : lookUp.isSuccess ? t('find.opening', { orderNumber: lookUp.data.orderNumber }) : ''}
      </p>
      {lookUp.isError && (
        <p className="form-error" role="alert">
          {errorText(lookUp.error, t('find.failed'))}
        </p>
      )}
    </section>
  );
}

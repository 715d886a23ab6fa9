import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAudit } from '../api/fetch-audit';
import en from '../locales/en.json';
import { AuditEntries } from './audit-entries';
import './audit.css';

/** The order's history of changes, read when opened (docs/decisions/0084). */
export function OrderAudit({ orderId }: { orderId: string }) {
  const t = useT('audit', en);
  const [open, setOpen] = useState(false);
  const audit = useAudit({ orderId }, open);
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <details className="order-audit" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('order.title')}</summary>
      {audit.isPending && open ? (
        <p role="status">{t('loading')}</p>
      ) : audit.isError ? (
        <p className="form-error">{t('failed')}</p>
      ) : entries.length === 0 ? (
        <p className="field-hint">{t('order.empty')}</p>
      ) : (
        <AuditEntries entries={entries} showOrder={false} />
      )}
      {audit.hasNextPage && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void audit.fetchNextPage()}>
          {t('more')}
        </button>
      )}
    </details>
  );
}

import { useState } from 'react';
import { DELIVERY_TYPES, SERVICES } from '@laundry/shared/constants';
import type { OrderFilters } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { deliveryText, serviceText } from '../lib/labels';
import { deliveryFilter, serviceFilter } from '../lib/order-filters';
import en from '../locales/en.json';
import type { OrderExportState } from '../lib/use-order-exports';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  service: OrderFilters['service'];
  onService: (value: OrderFilters['service']) => void;
  delivery: OrderFilters['delivery'];
  onDelivery: (value: OrderFilters['delivery']) => void;
  exportState: OrderExportState;
  onExportAll: () => void;
  onExportFiltered: () => void;
  onRefreshOrders: () => void;
  onRefreshTickets: () => void;
  onManualInvoice: () => void;
  /** A phone: filters and tools fold behind one button so the orders start on the first screen. */
  folded: boolean;
}

/** Drawn arrows, not words: the same in every language. */
const FOLD_ICON = { open: '▴', closed: '▾' } as const;

export function DashboardToolbar(props: Props) {
  const t = useT('admin', en);
  const { exportState, folded } = props;
  const exporting = exportState.running !== null;
  const [open, setOpen] = useState(false);
  const active = (props.service ? 1 : 0) + (props.delivery ? 1 : 0);
  const shown = !folded || open;
  return (
    <div className={`dashboard-toolbar${folded ? ' dashboard-toolbar-folded' : ''}`}>
      <div className="dashboard-filters" role="search">
        <label className="visually-hidden" htmlFor="order-search">
          {t('toolbar.search.label')}
        </label>
        <input
          id="order-search"
          className="admin-input dashboard-search"
          type="search"
          placeholder={t('toolbar.search.placeholder')}
          value={props.search}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => props.onSearch(e.target.value)}
        />
        {folded && (
          <button
            type="button"
            className="btn btn-secondary btn-sm dashboard-more"
            aria-expanded={open}
            aria-controls="dashboard-more-panel"
            onClick={() => setOpen((o) => !o)}
          >
            {t('toolbar.more', { active })} <span aria-hidden="true">{open ? FOLD_ICON.open : FOLD_ICON.closed}</span>
          </button>
        )}
      </div>
      <div id="dashboard-more-panel" className="dashboard-more-panel" hidden={!shown}>
        <label className="visually-hidden" htmlFor="order-service">
          {t('toolbar.service')}
        </label>
        <select
          id="order-service"
          className="admin-input"
          value={props.service ?? ''}
          onChange={(e) => props.onService(serviceFilter(e.target.value))}
        >
          <option value="">{t('toolbar.allServices')}</option>
          {SERVICES.map((s) => (
            <option key={s} value={s}>
              {serviceText(t, s)}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="order-delivery">
          {t('toolbar.delivery')}
        </label>
        <select
          id="order-delivery"
          className="admin-input"
          value={props.delivery ?? ''}
          onChange={(e) => props.onDelivery(deliveryFilter(e.target.value))}
        >
          <option value="">{t('toolbar.allDeliveries')}</option>
          {DELIVERY_TYPES.map((d) => (
            <option key={d} value={d}>
              {deliveryText(t, d)}
            </option>
          ))}
        </select>
        <div className="dashboard-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onExportAll} disabled={exporting}>
            {t('toolbar.exportAll')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onExportFiltered} disabled={exporting}>
            {t('toolbar.exportFiltered')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onRefreshOrders}>
            {t('toolbar.refreshOrders')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onRefreshTickets}>
            {t('toolbar.refreshTickets')}
          </button>
          <button type="button" className="btn btn-accent btn-sm" onClick={props.onManualInvoice}>
            {t('toolbar.manualInvoice')}
          </button>
        </div>
      </div>
      {exporting && (
        <p className="dashboard-export-progress" role="status">
          {t('toolbar.exporting', { count: exportState.loaded })}
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { DELIVERY_TYPES, SERVICES } from '@laundry/shared/constants';
import type { OrderFilters } from '@laundry/shared/contracts/orders';
import { deliveryLabel } from '../../../lib/delivery-label';
import { deliveryFilter, serviceFilter } from '../lib/order-filters';
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

export function DashboardToolbar(props: Props) {
  const { exportState, folded } = props;
  const exporting = exportState.running !== null;
  const [open, setOpen] = useState(false);
  const active = (props.service ? 1 : 0) + (props.delivery ? 1 : 0);
  const shown = !folded || open;
  return (
    <div className={`dashboard-toolbar${folded ? ' dashboard-toolbar-folded' : ''}`}>
      <div className="dashboard-filters" role="search">
        <label className="visually-hidden" htmlFor="order-search">
          Search orders
        </label>
        <input
          id="order-search"
          className="admin-input dashboard-search"
          type="search"
          placeholder="Search orders, phone, address, service..."
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
            Filters & tools{active > 0 ? ` (${active})` : ''} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        )}
      </div>
      <div id="dashboard-more-panel" className="dashboard-more-panel" hidden={!shown}>
        <label className="visually-hidden" htmlFor="order-service">
          Service
        </label>
        <select
          id="order-service"
          className="admin-input"
          value={props.service ?? ''}
          onChange={(e) => props.onService(serviceFilter(e.target.value))}
        >
          <option value="">All Services</option>
          {SERVICES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="order-delivery">
          Delivery
        </label>
        <select
          id="order-delivery"
          className="admin-input"
          value={props.delivery ?? ''}
          onChange={(e) => props.onDelivery(deliveryFilter(e.target.value))}
        >
          <option value="">All</option>
          {DELIVERY_TYPES.map((d) => (
            <option key={d} value={d}>
              {deliveryLabel(d)}
            </option>
          ))}
        </select>
        <div className="dashboard-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onExportAll} disabled={exporting}>
            Export Orders
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onExportFiltered} disabled={exporting}>
            Export Filtered Orders
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onRefreshOrders}>
            Refresh Orders
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onRefreshTickets}>
            Refresh Tickets
          </button>
          <button type="button" className="btn btn-accent btn-sm" onClick={props.onManualInvoice}>
            Manual Invoice
          </button>
        </div>
      </div>
      {exporting && (
        <p className="dashboard-export-progress" role="status">
          Preparing the export… {exportState.loaded.toLocaleString('en-IN')} orders so far
        </p>
      )}
    </div>
  );
}

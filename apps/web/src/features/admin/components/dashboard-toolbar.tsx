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
}

export function DashboardToolbar(props: Props) {
  const { exportState } = props;
  const exporting = exportState.running !== null;
  return (
    <div className="dashboard-toolbar">
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
      </div>
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
      {exporting && (
        <p className="dashboard-export-progress" role="status">
          Preparing the export… {exportState.loaded.toLocaleString('en-IN')} orders so far
        </p>
      )}
    </div>
  );
}

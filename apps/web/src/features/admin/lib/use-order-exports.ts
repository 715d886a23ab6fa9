import { useState } from 'react';
import type { OrderFilters } from '@laundry/shared/contracts/orders';
import { translate } from '../../../i18n/translate';
import { fetchAllOrders } from '../api/fetch-all-orders';
import en from '../locales/en.json';
import { downloadText, FILTERED_ORDERS_FILE, ORDERS_FILE, ordersCsv } from './csv-exports';
import { NO_FILTERS } from './order-filters';

export interface OrderExportState {
  /** Which export is running, if any. */
  running: 'all' | 'filtered' | null;
  loaded: number;
}

/** Builds the orders CSVs in the browser from every matching order, paged from the server. */
export function useOrderExports() {
  const [state, setState] = useState<OrderExportState>({ running: null, loaded: 0 });

  const run = async (kind: 'all' | 'filtered', filters: OrderFilters) => {
    if (state.running) return;
    setState({ running: kind, loaded: 0 });
    try {
      const orders = await fetchAllOrders(filters, (loaded) => setState({ running: kind, loaded }));
      if (orders.length === 0) {
        window.alert(translate('admin', en, 'exports.noOrders'));
        return;
      }
      downloadText(kind === 'all' ? ORDERS_FILE : FILTERED_ORDERS_FILE, ordersCsv(orders));
    } catch (error) {
      console.error('Order export failed', error);
      window.alert(translate('admin', en, 'exports.failed'));
    } finally {
      setState({ running: null, loaded: 0 });
    }
  };

  return {
    state,
    exportAll: () => run('all', NO_FILTERS),
    exportFiltered: (filters: OrderFilters) => run('filtered', filters),
  };
}

import type { Order, OrderFilters } from '@laundry/shared/contracts/orders';
import { fetchOrdersPage } from './fetch-orders';

const EXPORT_PAGE_SIZE = 200;

/** Every order matching the filters, walked page by page with the cursor (for the CSV exports). */
export async function fetchAllOrders(filters: OrderFilters, onProgress?: (loaded: number) => void): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchOrdersPage(filters, cursor, EXPORT_PAGE_SIZE);
    all.push(...page.data);
    onProgress?.(all.length);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

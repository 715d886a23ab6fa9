/** The spec's order search: case-insensitive with runs of whitespace collapsed. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Fields joined by a separator no search text can contain, so a match never spans two fields. */
export const SEARCH_FIELD_SEPARATOR = '\u0001';

export function buildSearchText(fields: readonly (string | null | undefined)[]): string {
  return fields.map(normalizeSearch).join(SEARCH_FIELD_SEPARATOR);
}

export function matchesSearch(fields: readonly (string | null | undefined)[], query: string): boolean {
  const q = normalizeSearch(query);
  return q === '' || fields.some((f) => normalizeSearch(f).includes(q));
}

/** What the order search reads of an order; the server passes its row's values under these names. */
export interface OrderSearchSource {
  orderNumber: string;
  customerName: string;
  id: string;
  phone: string;
  pickupAddress: string;
  service: string;
  delivery: string;
}

/**
 * The fields the order search looks in (spec section 5), in one list: the server builds its
 * search text from them and the admin's live list filters pushed orders by them, so an order
 * shows up exactly where a reload would put it.
 */
export function orderSearchFields(o: OrderSearchSource): string[] {
  return [o.orderNumber, o.customerName, o.id, o.phone, o.pickupAddress, o.service, o.delivery];
}

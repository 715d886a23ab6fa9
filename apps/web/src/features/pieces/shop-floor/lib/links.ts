/** The dashboard showing one order: its search holds the order number (dashboard-tab.tsx reads ?q=). */
export function orderOnDashboard(orderNumber: string): string {
  return `/admin?q=${encodeURIComponent(orderNumber)}`;
}

/** The print page of an order's labels; `tag` prints only that piece's (Reprint). */
export function labelsHref(orderId: string, tag?: string): string {
  const path = `/admin/labels/${encodeURIComponent(orderId)}`;
  return tag ? `${path}?tag=${encodeURIComponent(tag)}` : path;
}

/** The dashboard's Today board (dashboard-tab.tsx reads ?view=today). */
export const TODAY_BOARD = '/admin?view=today';
export const SCAN_PAGE = '/admin/scan';

/** "In Progress" → "status-in-progress": one CSS class per order status for badges and buttons. */
export function statusClass(status: string): string {
  return `status-${status.toLowerCase().replace(/\s+/g, '-')}`;
}

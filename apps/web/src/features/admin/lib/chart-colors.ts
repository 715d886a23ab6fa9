/**
 * Chart colours (docs/decisions/0503): each order status keeps the colour of its badge and tile,
 * and every pair passes 3:1 contrast against white as WCAG asks of graphics.
 */
export const STATUS_COLORS: Record<string, string> = {
  Pending: '#b45309',
  'In Progress': '#1d4ed8',
  Delivering: '#7c3aed',
  Completed: '#15803d',
  Cancelled: '#6b7280',
};

export const SERVICE_COLORS = ['#0f4c81', '#0e7490', '#b45309', '#7c3aed', '#be185d'];

export const DELIVERY_COLORS: Record<string, string> = { regular: '#0f4c81', express: '#d97706' };

export const LINE_COLOR = '#0f4c81';
export const LINE_FILL = 'rgba(15, 76, 129, 0.12)';

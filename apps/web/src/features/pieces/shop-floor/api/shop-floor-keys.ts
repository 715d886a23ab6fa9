/**
 * Inside the shop (docs/decisions/0056) under the admin screen's keys. None starts with
 * ['admin', 'orders']: those are the order lists, which live updates walk as lists.
 */
export const shopFloorKeys = {
  today: ['admin', 'today'] as const,
  labelOrder: (orderId: string) => ['admin', 'label-order', orderId] as const,
};

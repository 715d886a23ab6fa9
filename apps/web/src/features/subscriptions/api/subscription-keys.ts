/** The subscriptions page's cache keys; the customer's are keyed by token, as My Orders is. */
export const subscriptionKeys = {
  plans: ['plans'] as const,
  mine: (token: string | null) => ['subscriptions', 'mine', token] as const,
  /** My Orders' list (features/orders): new and cancelled pickups show there at once. */
  myOrders: ['my-orders'] as const,
};

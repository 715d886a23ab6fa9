import { useEffect, useRef } from 'react';

/**
 * Brings one order's card into view once it is on the page: a message's link (a stain to decide
 * on, a claim settled) opens My Orders on `?order=<id or number>`. Once per order, so a live
 * update redrawing the list does not pull the page back while the customer reads on.
 */
export function useScrollToOrder(orderId: string | null): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || done.current === orderId) return;
    const card = document.querySelector<HTMLElement>(`article[data-order-id="${CSS.escape(orderId)}"]`);
    if (!card) return;
    done.current = orderId;
    card.scrollIntoView({ block: 'start' });
  }, [orderId]);
}

import type { Order } from '@laundry/shared/contracts/orders';

type PromiseFields = Pick<Order, 'readyBy' | 'readyByWas' | 'readyByNote' | 'readyByEstimate' | 'status'>;

/**
 * What My Orders says about the ready-by promise (docs/decisions/0059):
 * - `promised`: the promise holds, never moved ("Ready by …").
 * - `moved`: the shop set a new time: it, the booking's promise struck through, an apology and the shop's reason.
 * - `late`: the promise passed with nobody acting: an apology and the server's estimate, labelled "Expected by".
 */
export type ReadyByView =
  { kind: 'promised'; at: string } | { kind: 'moved'; at: string; was: string; note: string } | { kind: 'late'; expected: string };

function open(status: Order['status']): boolean {
  return status !== 'Completed' && status !== 'Cancelled';
}

/** Null when there is nothing to promise: no ready-by yet, or the order is back with the customer (or called off). */
export function readyByView(order: PromiseFields): ReadyByView | null {
  if (order.readyBy === null || !open(order.status)) return null;
  // A passed promise wins over a move: a re-promised time that passed too is late again, and the
  // struck-through time would then compare two broken promises.
  if (order.readyByEstimate !== null) return { kind: 'late', expected: order.readyByEstimate };
  if (order.readyByWas !== null) return { kind: 'moved', at: order.readyBy, was: order.readyByWas, note: order.readyByNote.trim() };
  return { kind: 'promised', at: order.readyBy };
}

/**
 * The next moment one of these open orders' shown times passes (its promise, or the estimate that
 * stands in for a passed one), after `now`; null when none is ahead. My Orders asks the server again
 * then, so an open page turns "Ready by" into the apology without a reload.
 */
export function nextPromiseTurn(orders: readonly PromiseFields[], now: number): number | null {
  let next: number | null = null;
  for (const order of orders) {
    if (!open(order.status)) continue;
    for (const iso of [order.readyBy, order.readyByEstimate]) {
      const at = iso === null ? Number.NaN : Date.parse(iso);
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}

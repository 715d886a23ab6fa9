import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { useSession } from '../../../lib/session';
import { myOrdersKey } from '../api/my-orders';
import { nextPromiseTurn } from './ready-by-view';

/** A wait longer than setTimeout's 2^31 − 1 ms fires at once; an hour also survives a sleeping phone's drift. */
const MAX_WAIT_MS = 60 * 60_000;
/** Asked a moment after the time, so the server's clock has passed it too (its Late rule is "before now"). */
const AFTER_MS = 2_000;

/**
 * The estimate of a passed promise is the server's (docs/decisions/0059), and nothing is sent when
 * a promise simply passes: one timer asks for My Orders again when the nearest open promise (or
 * estimate) passes, so an open page says "running late" without a reload.
 */
export function useAskAgainWhenDue(orders: readonly Order[] | undefined): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  // Bumped when a capped wait ends early: the effect runs again and waits the rest.
  const [wake, setWake] = useState(0);

  useEffect(() => {
    if (!orders || !token) return;
    const due = nextPromiseTurn(orders, Date.now());
    if (due === null) return;
    const wait = Math.min(due - Date.now() + AFTER_MS, MAX_WAIT_MS);
    const id = window.setTimeout(() => {
      if (Date.now() >= due) void queryClient.invalidateQueries({ queryKey: myOrdersKey(token) });
      else setWake((n) => n + 1);
    }, wait);
    return () => window.clearTimeout(id);
  }, [orders, token, queryClient, wake]);
}

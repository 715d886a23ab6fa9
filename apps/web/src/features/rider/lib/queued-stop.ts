import type { RiderStop } from '@laundry/shared/contracts/rider';
import type { ActionItem, QueueItem } from './offline-queue';

/**
 * A stop as the rider's taps make it, before the server has heard of them: the list shows the
 * queued outcome at once (and after a send, until the next refetch brings the server's copy).
 */
export function applyAction(stop: RiderStop, item: ActionItem, now: string = item.queuedAt): RiderStop {
  switch (item.kind) {
    case 'on-the-way':
      return { ...stop, onTheWay: true };
    case 'pickup': {
      const body = item.body as { pieces?: number; items?: { item: string; service: string; qty: number; unit?: 'kg' }[]; notes?: string };
      return {
        ...stop,
        status: 'In Progress',
        onTheWay: false,
        notAvailable: null,
        intake: {
          pieces: body.pieces ?? 0,
          items: body.items ?? [],
          notes: body.notes ?? '',
          photos: [],
          at: now,
          confirmedAt: null,
        },
      };
    }
    case 'out-for-delivery':
      return { ...stop, status: 'Delivering', notAvailable: null };
    case 'delivered':
      return { ...stop, status: 'Completed', onTheWay: false, notAvailable: null, amountToCollect: 0 };
    case 'not-available':
      return { ...stop, onTheWay: false, notAvailable: { reason: typeof item.body.reason === 'string' ? item.body.reason : '', at: now } };
  }
}

export interface ShownStop {
  stop: RiderStop;
  /** Items of this stop still on the phone (photos included). */
  waiting: number;
}

/** Every stop with its queued actions applied, in the order tapped. */
export function withQueued(stops: readonly RiderStop[], queue: readonly QueueItem[]): ShownStop[] {
  return stops.map((stop) => {
    const mine = queue.filter((item) => item.orderId === stop.orderId);
    const shown = mine.reduce<RiderStop>((s, item) => (item.kind === 'photo' ? s : applyAction(s, item)), stop);
    return { stop: shown, waiting: mine.length };
  });
}

/** What the rider can do next at this stop. */
export type NextStep = 'pickup' | 'out-for-delivery' | 'delivered' | 'done';

export function nextStep(stop: RiderStop): NextStep {
  if (stop.status === 'Completed' || stop.status === 'Cancelled') return 'done';
  if (stop.kind === 'pickup') return stop.status === 'Pending' ? 'pickup' : 'done';
  return stop.status === 'Delivering' ? 'delivered' : 'out-for-delivery';
}

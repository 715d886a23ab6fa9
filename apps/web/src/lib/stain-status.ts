import type { Stain, StainStatus } from '@laundry/shared/contracts/care';
import { stainStatusOf } from '@laundry/shared/rules/care';

/**
 * A stain's status as the screen shows it at `now`: the server's, except that a pending stain
 * whose 24 hours ran out while the page stayed open reads as expired, as the server would answer
 * it now (the shared rule, packages/shared/src/rules/care.ts).
 */
export function stainStatusNow(stain: Pick<Stain, 'status' | 'flaggedAt'>, now: Date): StainStatus {
  return stain.status === 'pending' ? stainStatusOf('pending', stain.flaggedAt, now) : stain.status;
}

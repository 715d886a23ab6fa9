/** The time rules of stain approval and claims (docs/decisions/0057). */

/** A stain the customer has not answered in this long counts as declined. */
export const STAIN_DECIDE_HOURS = 24;
/** A claim is taken this long after delivery. */
export const CLAIM_WINDOW_HOURS = 48;

const HOUR = 3_600_000;

export function stainDecideBy(flaggedAt: string): string {
  return new Date(Date.parse(flaggedAt) + STAIN_DECIDE_HOURS * HOUR).toISOString();
}

/** The status a stored stain reads as at `now`: pending past its 24 hours is expired. */
export function stainStatusOf(
  stored: 'pending' | 'approved' | 'declined',
  flaggedAt: string,
  now: Date,
): 'pending' | 'approved' | 'declined' | 'expired' {
  if (stored !== 'pending') return stored;
  return now.getTime() >= Date.parse(flaggedAt) + STAIN_DECIDE_HOURS * HOUR ? 'expired' : 'pending';
}

/** Whether a claim may still be made on an order completed at `completedAt`. */
export function claimWindowOpen(status: string, completedAt: string | null, now: Date): boolean {
  if (status !== 'Completed' || !completedAt) return false;
  return now.getTime() < Date.parse(completedAt) + CLAIM_WINDOW_HOURS * HOUR;
}

/** Until when a claim may be made; null when the order is not delivered. */
export function claimWindowEnds(completedAt: string | null): string | null {
  return completedAt ? new Date(Date.parse(completedAt) + CLAIM_WINDOW_HOURS * HOUR).toISOString() : null;
}

/** The bill line an approved stain charge adds. */
export function stainLineName(tag: string): string {
  return `Stain treatment (${tag})`;
}

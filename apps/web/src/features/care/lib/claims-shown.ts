import type { AdminClaim } from '@laundry/shared/contracts/care';

const byCreated = (a: AdminClaim, b: AdminClaim) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
const byResolvedDesc = (a: AdminClaim, b: AdminClaim) =>
  (a.resolvedAt ?? '') < (b.resolvedAt ?? '') ? 1 : (a.resolvedAt ?? '') > (b.resolvedAt ?? '') ? -1 : 0;

/**
 * The open claims as the board lists them: the one waiting longest first. A claim resolved on
 * this screen leaves the server's open list, but stays where it was, showing its outcome (and a
 * rewash's order number), until the shop changes the view.
 */
export function openClaimsShown(open: readonly AdminClaim[], resolvedHere: readonly AdminClaim[]): AdminClaim[] {
  const here = new Set(resolvedHere.map((c) => c._id));
  return [...open.filter((c) => !here.has(c._id)), ...resolvedHere].sort(byCreated);
}

/** The resolved claims, the latest settled first. */
export function resolvedClaimsShown(resolved: readonly AdminClaim[]): AdminClaim[] {
  return [...resolved].sort(byResolvedDesc);
}

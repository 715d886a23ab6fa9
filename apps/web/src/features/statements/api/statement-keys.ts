/** The Bank statement view's cache keys (under the admin's, so a sign-out clears them too). */
export const statementKeys = {
  open: ['admin', 'statements', 'unmatched'] as const,
  /** The gateway's settlements (docs/decisions/0088): matched on each upload, so read again with the credits. */
  settlements: ['admin', 'statements', 'gateway-settlements'] as const,
};

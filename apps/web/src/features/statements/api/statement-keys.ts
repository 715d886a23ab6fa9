/** The Bank statement view's cache keys (under the admin's, so a sign-out clears them too). */
export const statementKeys = {
  open: ['admin', 'statements', 'unmatched'] as const,
};

/** The backup card's cache key. */
export const backupKeys = { status: ['admin', 'backups'] as const };

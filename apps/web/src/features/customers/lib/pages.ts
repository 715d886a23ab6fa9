/** How many pages `total` rows make at `limit` a page; an empty list is one (empty) page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** The 1-based rows a page shows, for "21–40 of 57"; none on an empty list. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } | null {
  if (total <= 0) return null;
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { matchesSearch, normalizeSearch } from '@laundry/shared/rules/search';

/**
 * The groups with the items a search finds in the English, Telugu or Hindi name, ignoring case;
 * every group and item for an empty search. Groups without a match are left out.
 */
export function searchGroups(groups: readonly PriceCategoryGroup[], query: string): PriceCategoryGroup[] {
  if (normalizeSearch(query) === '') return [...groups];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesSearch([item.name, item.names.te, item.names.hi], query)) }))
    .filter((group) => group.items.length > 0);
}

export function countItems(groups: readonly PriceCategoryGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}

import type { PriceCategory } from '@laundry/shared/constants';
import type { PatchedPriceItem, PerKgMap, PriceCatalogue, PriceItem } from '@laundry/shared/contracts/prices';

/**
 * The editor's copy of the list after a save the server confirmed, so the row shows its new values
 * at once; the refetch that follows brings the server's own order.
 */

const itemOf = ({ name, names, prices }: PatchedPriceItem): PriceItem => ({ name, names, prices });

/** The item at `from` replaced by the server's answer: in place, or at the end of the category it moved to. */
export function replaceItem(catalogue: PriceCatalogue, from: { category: PriceCategory; name: string }, saved: PatchedPriceItem): PriceCatalogue {
  const moved = saved.category !== from.category;
  return {
    ...catalogue,
    categories: catalogue.categories.map((group) => {
      if (group.key === from.category && !moved) {
        return { ...group, items: group.items.map((item) => (item.name === from.name ? itemOf(saved) : item)) };
      }
      if (group.key === from.category) return { ...group, items: group.items.filter((item) => item.name !== from.name) };
      if (group.key === saved.category) return { ...group, items: [...group.items, itemOf(saved)] };
      return group;
    }),
  };
}

/** A new item, at the end of its category as the server puts it. */
export function appendItem(catalogue: PriceCatalogue, saved: PatchedPriceItem): PriceCatalogue {
  return {
    ...catalogue,
    categories: catalogue.categories.map((group) => (group.key === saved.category ? { ...group, items: [...group.items, itemOf(saved)] } : group)),
  };
}

export function dropItem(catalogue: PriceCatalogue, removed: { category: PriceCategory; name: string }): PriceCatalogue {
  return {
    ...catalogue,
    categories: catalogue.categories.map((group) =>
      group.key === removed.category ? { ...group, items: group.items.filter((item) => item.name !== removed.name) } : group,
    ),
  };
}

export function withPerKg(catalogue: PriceCatalogue, perKg: PerKgMap): PriceCatalogue {
  return { ...catalogue, perKg };
}

import { useQuery } from '@tanstack/react-query';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../lib/api-client';
import { normalizeCatalogue, perKgRates, type PerKgRate } from '../price-catalogue';

export interface PricesResult {
  catalogue: PriceCatalogue;
  /** 'bundled' when the call failed and the copy shipped with the site is shown. */
  source: 'live' | 'bundled';
  /** The services priced by the kilo, from the live list only (the bundled copy has none). */
  perKg: PerKgRate[];
}

async function bundledCatalogue(): Promise<PriceCatalogue> {
  // Loaded only when needed, so a working API never downloads the copy.
  const { default: list } = await import('../bundled-price-list.json');
  const catalogue = normalizeCatalogue(list);
  if (!catalogue) throw new Error('The bundled price list is empty');
  return catalogue;
}

/** GET /api/prices, falling back to the bundled price list when the call fails or holds nothing usable. */
export async function fetchPrices(signal?: AbortSignal): Promise<PricesResult> {
  try {
    const raw = await apiRequest<unknown>('/api/prices', { signal });
    const catalogue = normalizeCatalogue(raw);
    if (catalogue) return { catalogue, source: 'live', perKg: perKgRates(raw) };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  return { catalogue: await bundledCatalogue(), source: 'bundled', perKg: [] };
}

export function usePrices() {
  return useQuery({
    queryKey: ['prices'],
    queryFn: ({ signal }) => fetchPrices(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

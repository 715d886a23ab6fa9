import { useQuery } from '@tanstack/react-query';
import type { PriceCatalogue } from '@laundry/shared/contracts/prices';
import { apiRequest } from '../../../lib/api-client';
import { normalizeCatalogue } from '../price-catalogue';

export interface PricesResult {
  catalogue: PriceCatalogue;
  /** 'bundled' when the call failed and the copy shipped with the site is shown. */
  source: 'live' | 'bundled';
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
    const catalogue = normalizeCatalogue(await apiRequest<unknown>('/api/prices', { signal }));
    if (catalogue) return { catalogue, source: 'live' };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  return { catalogue: await bundledCatalogue(), source: 'bundled' };
}

export function usePrices() {
  return useQuery({
    queryKey: ['prices'],
    queryFn: ({ signal }) => fetchPrices(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

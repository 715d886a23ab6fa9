import { useQuery } from '@tanstack/react-query';
import { apiOrigin } from '../config/runtime-config';
import { ApiError } from './api-client';
import { useSession } from './session';

/**
 * GET /orders/{id}/photos/{photoId}: an intake photo, served only with the bearer token (to the
 * order's customer, admins and the assigned rider), so an <img src> cannot fetch it itself.
 */
export async function fetchOrderPhoto(orderId: string, photoId: string, token: string | null, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}/orders/${encodeURIComponent(orderId)}/photos/${encodeURIComponent(photoId)}`, {
      headers,
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Could not reach the server.');
  }
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}

/** The photo's bytes, read once (photos never change) and shared by every card showing it. */
export function useOrderPhoto(orderId: string, photoId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['order-photo', orderId, photoId, token],
    queryFn: ({ signal }) => fetchOrderPhoto(orderId, photoId, token, signal),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiOrigin } from '../config/runtime-config';
import { ApiError } from './api-client';
import { useSession } from './session';

/**
 * A photo of an order, served only with the bearer token (to the order's customer and admins;
 * intake photos also to the assigned rider), so an <img src> cannot fetch it itself.
 */
async function fetchPhoto(path: string, token: string | null, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${path}`, { headers, credentials: 'omit', signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Could not reach the server.');
  }
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}

/** GET /orders/{id}/photos/{photoId}: an intake photo (docs/decisions/0048). */
export function fetchOrderPhoto(orderId: string, photoId: string, token: string | null, signal?: AbortSignal): Promise<Blob> {
  return fetchPhoto(`/orders/${encodeURIComponent(orderId)}/photos/${encodeURIComponent(photoId)}`, token, signal);
}

/** GET /orders/{id}/stains/{stainId}/photo: the photo the shop took of a stain (docs/decisions/0057). */
export function fetchStainPhoto(orderId: string, stainId: string, token: string | null, signal?: AbortSignal): Promise<Blob> {
  return fetchPhoto(`/orders/${encodeURIComponent(orderId)}/stains/${encodeURIComponent(stainId)}/photo`, token, signal);
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

/** The cache key of a stain's photo (each session's copy under it): a photo taken again is read again. */
export function stainPhotoKey(orderId: string, stainId: string) {
  return ['stain-photo', orderId, stainId] as const;
}

/**
 * A stain's photo. A stain has one photo, sent after the stain itself: it is fetched once the
 * order (a live update or the upload's answer) says it is there.
 */
export function useStainPhoto(orderId: string, stainId: string, hasPhoto: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...stainPhotoKey(orderId, stainId), token],
    queryFn: ({ signal }) => fetchStainPhoto(orderId, stainId, token, signal),
    enabled: Boolean(token) && hasPhoto,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });
}

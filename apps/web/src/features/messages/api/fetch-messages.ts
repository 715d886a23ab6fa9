import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage, MessageStatus } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** GET /admin/messages: newest first, 50 a page, one status or all of them. */
export function fetchMessagesPage(status: MessageStatus | undefined, cursor: string | null, signal?: AbortSignal): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<MessagePage>(`/admin/messages${query ? `?${query}` : ''}`, { signal });
}

export function useMessages(status: MessageStatus | undefined) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchMessagesPage(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Switching the filter keeps the old rows until the new ones arrive: the list never flashes empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageTextsSchema } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** Every event in every language (30 rows), each marked when the shop has edited it. */
export type MessageTexts = z.infer<typeof messageTextsSchema>;

/** GET /admin/message-texts: the click-to-send words, the shop's where edited, else the texts in code. */
export function fetchMessageTexts(signal?: AbortSignal): Promise<MessageTexts> {
  return apiRequest<MessageTexts>('/admin/message-texts', { signal });
}

export function useMessageTexts() {
  return useQuery({ queryKey: messageKeys.texts, queryFn: ({ signal }) => fetchMessageTexts(signal), retry: false });
}

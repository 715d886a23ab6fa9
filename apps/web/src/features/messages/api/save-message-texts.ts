import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageText } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import type { MessageTexts } from './fetch-message-texts';
import { messageKeys } from './message-keys';

/** PUT /admin/message-texts: only the texts that changed; the answer is all 30 again. */
export function saveMessageTexts(texts: MessageText[]): Promise<MessageTexts> {
  return apiRequest<MessageTexts>('/admin/message-texts', { method: 'PUT', body: { texts } });
}

export function useSaveMessageTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMessageTexts,
    onSuccess: (texts) => client.setQueryData(messageKeys.texts, texts),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { withoutMessage, type MessagesToSend } from './fetch-messages-to-send';
import { messageKeys } from './message-keys';

/** POST /admin/messages/:id/skip: the shop skips a message that has not gone, in its own words. */
export function skipMessage({ id, reason }: { id: string; reason: string }): Promise<Message> {
  return apiRequest<Message>(`/admin/messages/${encodeURIComponent(id)}/skip`, { method: 'POST', body: { reason } });
}

export function useSkipMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: skipMessage,
    onSuccess: (message) => {
      client.setQueryData<MessagesToSend>(messageKeys.toSend, (data) => withoutMessage(data, message._id));
      void client.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

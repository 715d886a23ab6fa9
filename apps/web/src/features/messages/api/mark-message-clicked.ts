import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { withoutMessage, type MessagesToSend } from './fetch-messages-to-send';
import { messageKeys } from './message-keys';

/** POST /admin/messages/:id/clicked: the shop tapped "Send on WhatsApp", so the message is sent. */
export function markMessageClicked(id: string): Promise<Message> {
  return apiRequest<Message>(`/admin/messages/${encodeURIComponent(id)}/clicked`, { method: 'POST' });
}

export function useMarkMessageClicked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessageClicked,
    onSuccess: (message) => {
      client.setQueryData<MessagesToSend>(messageKeys.toSend, (data) => withoutMessage(data, message._id));
      void client.invalidateQueries({ queryKey: messageKeys.all });
    },
    // Most likely another admin sent it first: what the server holds now is what to show.
    onError: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

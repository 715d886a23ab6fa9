import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import type { MessagesToSend } from './fetch-messages-to-send';
import { messageKeys } from './message-keys';

/** POST /admin/messages/:id/clicked: the shop tapped "Send on WhatsApp", so the message is sent. */
export function markMessageClicked(id: string): Promise<Message> {
  return apiRequest<Message>(`/admin/messages/${encodeURIComponent(id)}/clicked`, { method: 'POST' });
}

/** Drops one message from the waiting ones at once: the card's line goes without waiting for a refetch. */
function withoutMessage(data: MessagesToSend | undefined, id: string): MessagesToSend | undefined {
  if (!data) return data;
  const byOrder: Record<string, Message[]> = {};
  let total = data.total;
  for (const [orderId, messages] of Object.entries(data.byOrder)) {
    const left = messages.filter((m) => m._id !== id);
    if (left.length < messages.length) total -= 1;
    if (left.length) byOrder[orderId] = left;
  }
  return { byOrder, total };
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

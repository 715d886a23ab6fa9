import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** POST /admin/messages/:id/resend: a new message copying the event; the first keeps its history. */
export function resendMessage(id: string): Promise<Message> {
  return apiRequest<Message>(`/admin/messages/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    // The copy is the newest row; its page order is the server's, so the lists are read again.
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

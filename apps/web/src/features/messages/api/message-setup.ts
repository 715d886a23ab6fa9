import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageSetup, TestMessageBody, TestMessageResult } from '@laundry/shared/contracts/messages';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/messages/setup: which providers the server has settings for. */
export function fetchMessageSetup(signal?: AbortSignal): Promise<MessageSetup> {
  return apiRequest<MessageSetup>('/admin/messages/setup', { signal });
}

export function useMessageSetup() {
  return useQuery({ queryKey: ['admin', 'message-setup'], queryFn: ({ signal }) => fetchMessageSetup(signal), staleTime: 60_000 });
}

/** POST /admin/messages/test: one test message, and what the provider answered. */
export function sendTestMessage(body: TestMessageBody): Promise<TestMessageResult> {
  return apiRequest<TestMessageResult>('/admin/messages/test', { method: 'POST', body });
}

export function useSendTestMessage() {
  return useMutation({ mutationFn: sendTestMessage });
}

import type { MessageStatus } from '@laundry/shared/contracts/messages';

/**
 * Admin → Messages under the admin screen's keys. Every list shares the `all` prefix, so one
 * 'admin:messagesChanged' refetches them together; the texts have their own root, so a live
 * change never throws away an edit being typed.
 */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: (status: MessageStatus | undefined) => ['admin', 'messages', 'list', status ?? 'all'] as const,
  toSend: ['admin', 'messages', 'to-send'] as const,
  texts: ['admin', 'message-texts'] as const,
};

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Message } from '@laundry/shared/contracts/messages';
import { fetchMessagesPage } from './fetch-messages';
import { messageKeys } from './message-keys';

/** Every message waiting for the shop's tap, by order (oldest first), and how many there are. */
export interface MessagesToSend {
  byOrder: Record<string, Message[]>;
  total: number;
}

/** A shop never has this many waiting; the cap only stops a runaway loop. */
const MAX_PAGES = 10;

/** GET /admin/messages?status=to-send, every page, grouped once for all the cards. */
export async function fetchMessagesToSend(signal?: AbortSignal): Promise<MessagesToSend> {
  const all: Message[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchMessagesPage('to-send', cursor, signal);
    all.push(...answer.messages);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  const byOrder: Record<string, Message[]> = {};
  // The server answers newest first; a card sends the oldest first, as the customer would read them.
  // A message of no order (a ticket's reply) waits under '' for the "send next" queue.
  for (const message of all.reverse()) (byOrder[message.orderId ?? ''] ??= []).push(message);
  return { byOrder, total: all.length };
}

/**
 * One request for the whole dashboard (not one per card): every card and the tab's count read
 * this query. 'admin:messagesChanged' refetches it (lib/use-admin-live.ts), so it is never stale
 * by time alone, and cards mounting later (Load more) do not ask again.
 */
export function useMessagesToSend<T = MessagesToSend>(select?: (data: MessagesToSend) => T) {
  return useQuery({
    queryKey: messageKeys.toSend,
    queryFn: ({ signal }) => fetchMessagesToSend(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    select,
  });
}

const NONE: readonly Message[] = [];

/** One order's waiting messages, oldest first; an unchanged list keeps its identity, so the card does not redraw. */
export function useOrderMessagesToSend(orderId: string): readonly Message[] {
  const select = useCallback((data: MessagesToSend) => data.byOrder[orderId] ?? NONE, [orderId]);
  return useMessagesToSend(select).data ?? NONE;
}

/** Drops one message from the waiting ones at once: the card's line goes without waiting for a refetch. */
export function withoutMessage(data: MessagesToSend | undefined, id: string): MessagesToSend | undefined {
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

/** Every waiting message, oldest first across orders: the order the "send next" queue takes them in. */
export function queueOf(data: MessagesToSend | undefined): Message[] {
  return Object.values(data?.byOrder ?? {})
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

import type { Message, MessageStatus } from '@laundry/shared/contracts/messages';

/** The chip's colour family: what the shop should do about a message, not one colour per status. */
const TONES: Record<MessageStatus, 'wait' | 'ok' | 'bad' | 'act' | 'off'> = {
  pending: 'wait',
  sending: 'wait',
  sent: 'ok',
  delivered: 'ok',
  read: 'ok',
  failed: 'bad',
  dead: 'bad',
  'to-send': 'act',
  skipped: 'off',
};

export function statusChipClass(status: MessageStatus): string {
  return `badge message-chip message-chip--${TONES[status]}`;
}

/**
 * Statuses the server sends again (POST …/resend): one that failed, gave up, went, or was skipped
 * (the customer opted back in). Delivered and read ones reached the customer; pending and sending
 * are still on their way (the server refuses those).
 */
const RESENDABLE: ReadonlySet<MessageStatus> = new Set(['failed', 'dead', 'sent', 'skipped']);

export function canResend(message: Message): boolean {
  return RESENDABLE.has(message.status);
}

/** The filter's choices, in the order a shop looks for them: what needs a tap or went wrong first. */
export const STATUS_FILTERS = [
  'to-send',
  'failed',
  'dead',
  'pending',
  'sending',
  'sent',
  'delivered',
  'read',
  'skipped',
] as const satisfies readonly MessageStatus[];

import type { CreateTicketBody } from '@laundry/shared/contracts/tickets';
import type { Values } from '../../../i18n/translate';
import { agentName, type AgentName } from './chat-content';
import { chatText, type ChatKey } from './chat-text';
import type { ChatMessage } from './chat-types';

/** The chat engine's conversation state and how it writes its lines (see chat-engine.ts). */

/** The ticket being asked for, field by field, before it is sent as a CreateTicketBody. */
export type TicketDraft = Pick<CreateTicketBody, 'userName' | 'mobile'> & {
  orderId: string;
  /** What the customer already told the bot or agent, offered as the issue. */
  knownProblem?: string;
  agent?: AgentName;
};

export type Flow =
  | { step: 'menu' }
  | { step: 'order-number' }
  | { step: 'order-phone'; orderNumber: string }
  | { step: 'problem' }
  | { step: 'agent-problem'; agent: AgentName }
  | { step: 'confirm-ticket'; problem: string; agent?: AgentName }
  | { step: 'ticket-name' | 'ticket-mobile' | 'ticket-order' | 'ticket-issue'; draft: TicketDraft };

export type NewMessage = Omit<ChatMessage, 'id' | 'timestamp'>;
/** A bot line, written out only when its message is added (after the reply delay). */
export type Line = () => string;
export const line =
  (key: ChatKey, values?: Values): Line =>
  () =>
    chatText(key, values);
/** The agent's name, written in the language shown, heads their messages. */
export const authorOf = (agent: AgentName | undefined) => (agent ? agentName(agent) : undefined);

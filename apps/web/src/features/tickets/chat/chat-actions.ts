import { chatText } from './chat-text';
import type { ChatAction } from './chat-types';

/**
 * The quick replies the bot offers under its messages, labelled in the language shown when the
 * message is added. The intents stay the same in every language.
 */

/** The main menu; a signed-in customer also gets "My tickets" (docs/decisions/0039). */
export function menuActions(signedIn: boolean): ChatAction[] {
  const menu: ChatAction[] = [
    { kind: 'reply', intent: 'services', label: chatText('menu.services') },
    { kind: 'reply', intent: 'pickup', label: chatText('menu.pickup') },
    { kind: 'reply', intent: 'problem', label: chatText('menu.problem') },
    { kind: 'reply', intent: 'support', label: chatText('menu.support') },
  ];
  return signedIn ? [...menu, myTicketsAction()] : menu;
}

export function myTicketsAction(): ChatAction {
  return { kind: 'reply', intent: 'tickets', label: chatText('menu.tickets') };
}

export function raiseTicketAction(): ChatAction {
  return { kind: 'reply', intent: 'ticket', label: chatText('labels.raiseTicket') };
}

/** After a problem is told: raise a ticket, or not. */
export function yesNoActions(): ChatAction[] {
  return [
    { kind: 'reply', intent: 'ticket', label: chatText('labels.yes') },
    { kind: 'reply', intent: 'decline', label: chatText('labels.no') },
  ];
}

/** After services: call the shop, or raise a ticket. */
export function servicesActions(callHref: string): ChatAction[] {
  return [{ kind: 'link', label: chatText('labels.callUs'), href: callHref }, raiseTicketAction()];
}

/** After a failed order lookup. */
export function retryLookupActions(): ChatAction[] {
  return [{ kind: 'reply', intent: 'pickup', label: chatText('labels.tryOrderAgain') }, raiseTicketAction()];
}

/** "None" as the order ID: an intent, so the tap works whatever language its label is in. */
export function noOrderAction(): ChatAction {
  return { kind: 'reply', intent: 'no-order', label: chatText('labels.none') };
}

export function changeDetailsAction(): ChatAction {
  return { kind: 'reply', intent: 'ticket-details', label: chatText('labels.changeDetails') };
}

/** A reply that sends its value as if typed (the account's name or phone, the problem already told). */
export function quick(value: string, label = value): ChatAction {
  return { kind: 'reply', intent: 'text', label, value };
}

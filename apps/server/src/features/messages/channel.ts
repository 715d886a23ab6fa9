import type { Language } from '@laundry/shared/constants';
import type { MessageEvent } from '@laundry/shared/contracts/messages';

/** One business-initiated message: a registered template for an event, in the customer's language. */
export interface TemplateMessage {
  /** The customer's 10-digit Indian mobile number (the sender adds the 91). */
  to: string;
  event: MessageEvent;
  language: Language;
  /** The template's body variables, in order ({{1}}, {{2}}, …). */
  variables: string[];
}

export type SendOutcome =
  | { ok: true; /** The provider's id for the message (WhatsApp's wamid, MSG91's request id). */ providerId: string }
  | {
      ok: false;
      /** Worth trying again later: a timeout, a network failure, 429 or a 5xx. */
      retry: boolean;
      /** The provider's own words, cut to 300 characters, never the token or key. */
      problem: string;
      /** The provider refused this number (not on WhatsApp, say): another channel may reach it. */
      numberRefused?: boolean;
    };

/** A provider's sender. It never throws: every failure is an outcome. */
export interface MessageChannel {
  readonly name: 'whatsapp' | 'sms';
  /** False when the channel has no template for the event (SMS: no DLT template id configured). */
  supports(event: MessageEvent): boolean;
  send(message: TemplateMessage): Promise<SendOutcome>;
}

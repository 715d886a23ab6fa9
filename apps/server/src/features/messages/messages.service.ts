import type { Updateable } from 'kysely';
import type { Language } from '@laundry/shared/constants';
import { LANGUAGES } from '@laundry/shared/constants';
import {
  MESSAGE_EVENTS,
  type Message,
  type MessageEvent,
  type MessagePage,
  type MessagePreference,
  type MessagesQuery,
  type MessageSetup,
  type MessageStatus,
  type MessageText,
  type TestChannel,
  type TestMessageResult,
} from '@laundry/shared/contracts/messages';
import { MONEY_EVENTS, STALE_AFTER_MS, staleReason, type StaleOrder } from '@laundry/shared/rules/message-stale';
import {
  CLAIM_OUTCOME_TEXTS,
  DEFAULT_MESSAGE_TEXTS,
  PAYMENT_METHOD_WORDS,
  orderedVariables,
  renderMessage,
  unknownFields,
  waMeLink,
  type MessageVariables,
} from '@laundry/shared/rules/message-texts';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { TICKET_NUMBER_PREFIX } from '@laundry/shared/contracts/tickets';
import type { Db } from '../../db/db';
import type { MessagesTable } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { PushService } from '../push/push.public';
import type { MessageChannel, SendOutcome } from './channel';
import { RESENT_NOTE, type ClaimFacts, type ListedMessage, type MessageRow, type MessagesRepository, type OrderFacts } from './messages.repository';

/** Waits after the 1st, 2nd, … failed try; after the last the row is dead (docs/decisions/0055). */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export interface MessageChannels {
  whatsapp: MessageChannel | null;
  sms: MessageChannel | null;
  /** Web Push, tried first for a customer whose browser takes it (docs/decisions/0081). */
  push?: Pick<PushService, 'notifyUser' | 'enabled'> | null;
}

/** What a test message says: a booking of a made-up order, to a number the shop gives. */
const TEST_VARIABLES: MessageVariables = {
  name: 'Test',
  order: 'TEST-0001',
  window: 'today',
  rider: '',
  pieces: '0',
  total: '₹0',
  paid: '₹0',
  due: '₹0',
  reason: '',
  link: '',
};

/** Statuses the shop may skip: not gone yet, and not in a worker's hands. */
const SKIPPABLE: readonly MessageStatus[] = ['to-send', 'pending', 'failed', 'dead'];

/** A message made ready to go: who, in which language, the words and the template's variables. */
interface Composed {
  to: string;
  /** The order's customer account and the order, for a push; none for a ticket or an order without an account. */
  push?: { userId: string; orderId: string };
  /** The order as the stale rule reads it (docs/decisions/0081). */
  order?: StaleOrder;
  language: Language;
  preference: MessagePreference;
  variables: MessageVariables;
  /** Why it must not go at all (cancelled order, opted out), if so. */
  skip?: string;
}

const IST = 'Asia/Kolkata';
const LOCALES: Record<Language, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

// Making an Intl formatter costs far more than using one: one per language and style, made once.
const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();
function formatOf(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: IST });
    cache.set(language, format);
  }
  return format;
}

function dayText(date: string | Date, language: Language): string {
  const value = typeof date === 'string' ? new Date(`${date}T12:00:00+05:30`) : date;
  return formatOf(dayFormats, language, { day: 'numeric', month: 'short' }).format(value);
}

function timeText(iso: string, language: Language): string {
  return formatOf(timeFormats, language, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

const rupees = (paise: number, language: Language) => formatInr(fromPaise(paise), language);

const isReceiptMethod = (method: string): method is keyof typeof PAYMENT_METHOD_WORDS => Object.hasOwn(PAYMENT_METHOD_WORDS, method);

/** What was picked up: the count, or on a bill of weight alone with no count, its kilos ("4.25 kg"). */
function piecesText(order: Pick<OrderFacts, 'pieces' | 'kilos'>): string {
  const kilos = Math.round(Number(order.kilos ?? 0) * 100) / 100;
  return order.pieces === null && kilos > 0 ? `${kilos} kg` : String(order.pieces ?? 0);
}

/** The shop's words for an order: the window it is picked up in, or the next visit after a missed one. */
function orderVariables(order: OrderFacts, language: Language, link: string): MessageVariables {
  const window = `${dayText(order.pickupDate, language)} ${order.pickupTime}`.trim();
  const due = Math.max(0, order.total - order.paid);
  return {
    name: order.customerName.split(' ')[0] || order.customerName,
    order: order.orderNumber,
    window: order.status !== 'Pending' && order.deliverySlotStart ? timeText(order.deliverySlotStart, language) : window,
    rider: order.riderName ?? '',
    pieces: piecesText(order),
    total: rupees(order.total, language),
    paid: rupees(order.paid, language),
    due: rupees(due, language),
    reason: order.notAvailableReason,
    link,
  };
}

/** A claim's outcome in the customer's words (docs/decisions/0057). */
function outcomeText(claim: ClaimFacts, language: Language): string {
  const key = claim.outcome === 'refund' ? (claim.method === 'upi' ? 'refund-upi' : 'refund-cash') : (claim.outcome ?? 'rejected');
  return renderMessage(CLAIM_OUTCOME_TEXTS[key][language], {
    amount: rupees(claim.amount ?? 0, language),
    order: claim.rewashOrderNumber ?? '',
    reason: claim.reason,
  });
}

function toMessage(row: ListedMessage): Message {
  return {
    _id: row.id,
    event: row.event,
    status: row.status,
    channel: row.channel,
    language: row.language,
    orderId: row.orderId,
    orderNumber: row.orderNumber ?? '',
    customerName: row.customerName ?? row.ticketName ?? '',
    phone: row.toPhone,
    text: row.text,
    waLink: row.status === 'to-send' && row.toPhone ? waMeLink(row.toPhone, row.text) : '',
    attempts: row.attempts,
    error: row.error,
    skipReason: row.skipReason,
    skipNote: row.skipNote,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sentAt: row.sentAt,
  };
}

const notFound = () => new DomainError('not_found', 'Message not found.');

export class MessagesService {
  constructor(
    private readonly repo: MessagesRepository,
    private readonly channels: MessageChannels,
    private readonly shop: { name: () => Promise<string> },
    /** The web app's address, for the links in messages (My Orders). */
    private readonly webOrigin: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- sending (the worker) ----

  /** Composes and sends one claimed row, and writes the outcome. Never throws for a provider's failure. */
  async deliver(row: MessageRow): Promise<void> {
    const at = this.now();
    const composed = await this.compose(row);
    if (!composed) return this.repo.finish(row.id, { status: 'skipped', error: 'its order or ticket no longer exists', updatedAt: at.toISOString() });
    const words = renderMessage(await this.textFor(row.event, composed.language), { ...composed.variables, shop: await this.shop.name() });
    // Runs of spaces closed up: an empty variable (a move without a reason) leaves none in the words.
    const text = words.replace(/ {2,}/g, ' ');
    const base: Updateable<MessagesTable> = { language: composed.language, toPhone: composed.to, text, updatedAt: at.toISOString() };
    if (composed.skip) return this.repo.finish(row.id, { ...base, status: 'skipped', error: composed.skip });
    if (composed.preference === 'none') return this.repo.finish(row.id, { ...base, status: 'skipped', error: 'the customer turned messages off' });

    // Push first: free, and in the customer's hand at once. Not taken: the other channels as before.
    if (composed.push && this.channels.push?.enabled) {
      const pushed = await this.channels.push.notifyUser(composed.push.userId, {
        title: await this.shop.name(),
        body: text,
        url: `${this.webOrigin}/my-orders?order=${encodeURIComponent(composed.push.orderId)}`,
        tag: `order:${composed.push.orderId}`,
      });
      if (pushed) {
        return this.repo.finish(row.id, {
          ...base,
          status: 'sent',
          channel: 'push',
          sentAt: this.now().toISOString(),
          error: row.error === RESENT_NOTE ? RESENT_NOTE : '',
        });
      }
    }

    const plan = this.channelsFor(row.event, composed.preference);
    const template = { to: composed.to, event: row.event, language: composed.language, variables: orderedVariables(row.event, composed.variables) };
    let last: { channel: MessageChannel; outcome: SendOutcome & { ok: false } } | null = null;
    for (const channel of plan) {
      const outcome = await channel.send(template);
      if (outcome.ok) {
        return this.repo.finish(row.id, {
          ...base,
          status: 'sent',
          channel: channel.name,
          providerId: outcome.providerId,
          sentAt: this.now().toISOString(),
          // A row sent again after a process died mid-send keeps saying so: the customer may have it twice.
          error: row.error === RESENT_NOTE ? RESENT_NOTE : '',
        });
      }
      last = { channel, outcome };
      // Only a refusal of this number moves on to the next channel; an outage is retried later on the same one.
      if (!outcome.numberRefused) break;
    }
    if (!last) {
      // Waiting for the shop's tap: a message that already lost its point is not queued (docs/decisions/0081).
      const stale = staleReason(row, composed.order ?? null, at);
      if (stale) return this.repo.finish(row.id, { ...base, status: 'skipped', skipReason: stale, error: '' });
      return this.repo.finish(row.id, { ...base, status: 'to-send', channel: '', error: '' });
    }
    const { channel, outcome } = last;
    const error = `${channel.name}: ${outcome.problem}`.slice(0, 300);
    if (outcome.retry && row.attempts < MAX_ATTEMPTS) {
      const wait = RETRY_DELAYS_MS[row.attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
      return this.repo.finish(row.id, {
        ...base,
        status: 'pending',
        channel: channel.name,
        error,
        nextAttemptAt: new Date(at.getTime() + wait).toISOString(),
      });
    }
    return this.repo.finish(row.id, { ...base, status: outcome.retry ? 'dead' : 'failed', channel: channel.name, error });
  }

  /** The customer's choice first; WhatsApp falls back to SMS for a refused number. No provider: click to send. */
  private channelsFor(event: MessageEvent, preference: MessagePreference): MessageChannel[] {
    const sms = this.channels.sms?.supports(event) ? this.channels.sms : null;
    const whatsapp = this.channels.whatsapp;
    const order = preference === 'sms' ? [sms] : [whatsapp, sms];
    return order.filter((c): c is MessageChannel => c !== null);
  }

  private async compose(row: MessageRow): Promise<Composed | undefined> {
    if (row.ticketId) {
      const ticket = await this.repo.ticketFacts(row.ticketId);
      if (!ticket) return undefined;
      return {
        to: ticket.mobile,
        language: ticket.userLanguage ?? 'en',
        preference: ticket.userChannel ?? 'whatsapp',
        variables: {
          name: ticket.userName.split(' ')[0] || ticket.userName,
          ticket: `${TICKET_NUMBER_PREFIX}${ticket.number}`,
          reply: ticket.lastReply,
        },
      };
    }
    if (!row.orderId) return undefined;
    const order = await this.repo.orderFacts(row.orderId);
    if (!order) return undefined;
    const language = order.userLanguage ?? 'en';
    // A stain to decide or a claim's answer opens that order's card on My Orders (docs/decisions/0057).
    // So does a receipt, where the customer downloads it (docs/decisions/0073).
    // The pay link opens the order's card and the gateway's page for its due (docs/decisions/0085).
    const onCard =
      row.stainId || row.claimId || row.event === 'payment-receipt' || row.event === 'out-for-delivery-pay'
        ? `?order=${encodeURIComponent(row.orderId)}${row.event === 'out-for-delivery-pay' ? '&pay=online' : ''}`
        : '';
    const variables = orderVariables(order, language, `${this.webOrigin}/my-orders${onCard}`);
    if (row.paymentId) {
      const payment = await this.repo.paymentFacts(row.paymentId);
      variables.amount = rupees(Number(payment?.amount ?? 0), language);
      if (payment?.receiptNumber) {
        // The balance as the receipt states it, not whatever is due by the time the message goes.
        Object.assign(variables, {
          receipt: payment.receiptNumber,
          method: isReceiptMethod(payment.method) ? PAYMENT_METHOD_WORDS[payment.method][language] : payment.method,
          due: rupees(Number(payment.balanceAfter ?? 0), language),
        });
      }
    }
    if (row.stainId) {
      const stain = await this.repo.stainFacts(row.stainId);
      if (!stain) return undefined;
      Object.assign(variables, { piece: `${stain.item} (${stain.tag})`, note: stain.note, charge: rupees(Number(stain.charge), language) });
    }
    if (row.claimId) {
      const claim = await this.repo.claimFacts(row.claimId);
      if (!claim) return undefined;
      Object.assign(variables, { piece: `${claim.item} (${claim.tag})`, outcome: outcomeText(claim, language) });
    }
    if (row.event === 'ready-by-moved') {
      // The promise as it is when sent (a later move's time, if the shop moved it again meanwhile),
      // and the reason on one line: WhatsApp refuses a parameter with a line break.
      Object.assign(variables, {
        time: order.readyBy ? timeText(order.readyBy, language) : '',
        note: order.readyByNote.replace(/\s+/g, ' ').trim(),
      });
    }
    return {
      to: order.phone,
      language,
      preference: order.userChannel ?? 'whatsapp',
      push: order.userId ? { userId: order.userId, orderId: order.id } : undefined,
      order,
      variables,
      skip: order.status === 'Cancelled' ? 'the order was cancelled' : undefined,
    };
  }

  private async textFor(event: MessageEvent, language: Language): Promise<string> {
    const edited = (await this.repo.texts()).find((t) => t.event === event && t.language === language);
    return edited?.text ?? DEFAULT_MESSAGE_TEXTS[event][language];
  }

  // ---- the admin ----

  async list(query: MessagesQuery): Promise<MessagePage> {
    const limit = 50;
    let before: { createdAt: string; id: string } | undefined;
    if (query.cursor) {
      const [createdAt, id] = query.cursor.split('|');
      if (!createdAt || !id) throw new DomainError('invalid_cursor', 'The page cursor is not valid.');
      before = { createdAt, id };
    }
    const rows = await this.repo.list({ status: query.status, orderId: query.orderId, before }, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return { messages: shown.map(toMessage), nextCursor: rows.length > limit && last ? `${last.createdAt}|${last.id}` : null };
  }

  /** Sends it again as a new message (the first keeps its history). A message still on its way cannot be resent. */
  async resend(id: string): Promise<Message> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    if (row.status === 'pending' || row.status === 'sending') {
      throw new DomainError('message_not_resendable', 'This message is still being sent. Please wait a moment.');
    }
    const copyId = await this.repo.copy(row, this.now().toISOString());
    return this.one(copyId);
  }

  /** The shop tapped the click-to-send link: the message is sent. */
  async clicked(id: string): Promise<Message> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    if (!(await this.repo.markClicked(id, this.now().toISOString()))) {
      throw new DomainError('message_not_to_send', 'This message is not waiting to be sent from the shop’s phone.');
    }
    return this.one(id);
  }

  private async one(id: string): Promise<Message> {
    const [listed] = await this.repo.list({ id }, 1);
    if (!listed) throw notFound();
    return toMessage(listed);
  }

  /**
   * The click-to-send queue loses what lost its point (docs/decisions/0081): each waiting message
   * the stale rule calls moved on or too old is skipped with that reason. `scope`: one order's (its
   * status just changed, `db` being that change's delivery), the ones old enough to be too old, or
   * the whole queue. Answers the orders touched.
   */
  async sweepStale(scope: 'all' | 'old' | { orderId: string } = 'all', db?: Db): Promise<string[]> {
    const at = this.now();
    const rows = await this.repo.toSendWithOrders(
      scope === 'all' ? {} : scope === 'old' ? { before: new Date(at.getTime() - STALE_AFTER_MS).toISOString(), except: MONEY_EVENTS } : scope,
      db,
    );
    const touched: string[] = [];
    for (const row of rows) {
      const order = row.status ? { ...row, status: row.status } : null;
      const reason = staleReason(row, order, at);
      if (reason && (await this.repo.skip(row.id, ['to-send'], reason, '', at.toISOString(), db)) && row.orderId) touched.push(row.orderId);
    }
    return touched;
  }

  /** The shop skips a message that has not gone, in its own words. */
  async skip(id: string, reason: string): Promise<Message> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    if (!(await this.repo.skip(id, SKIPPABLE, 'by-shop', reason, this.now().toISOString()))) {
      throw new DomainError('message_not_skippable', 'This message has already been sent or skipped.');
    }
    return this.one(id);
  }

  /** Which providers the settings name, for the setup card. */
  setup(): MessageSetup {
    return { whatsapp: this.channels.whatsapp !== null, sms: this.channels.sms !== null, push: Boolean(this.channels.push?.enabled) };
  }

  /** One test message through a configured provider (a booking of a made-up order), and what it answered. */
  async test(channelName: TestChannel, phone: string): Promise<TestMessageResult> {
    const channel = this.channels[channelName];
    if (!channel) {
      throw new DomainError(
        'channel_not_configured',
        channelName === 'whatsapp' ? 'WhatsApp is not set up on this server.' : 'MSG91 messages are not set up on this server.',
      );
    }
    // An SMS goes with a template the shop registered: the booking's, or the first it has.
    const event = channel.supports('booked') ? 'booked' : (MESSAGE_EVENTS.find((e) => channel.supports(e)) ?? 'booked');
    const variables = { ...TEST_VARIABLES, shop: await this.shop.name() };
    const outcome = await channel.send({ to: phone, event, language: 'en', variables: orderedVariables(event, variables) });
    return outcome.ok ? { ok: true, channel: channelName, problem: '' } : { ok: false, channel: channelName, problem: outcome.problem };
  }

  async texts(): Promise<{ texts: (MessageText & { edited: boolean })[] }> {
    const edited = await this.repo.texts();
    return {
      texts: MESSAGE_EVENTS.flatMap((event) =>
        LANGUAGES.map((language) => {
          const own = edited.find((t) => t.event === event && t.language === language);
          return { event, language, text: own?.text ?? DEFAULT_MESSAGE_TEXTS[event][language], edited: Boolean(own) };
        }),
      ),
    };
  }

  async saveTexts(texts: MessageText[]): Promise<{ texts: (MessageText & { edited: boolean })[] }> {
    for (const [i, t] of texts.entries()) {
      const unknown = unknownFields(t.event, t.text);
      if (unknown.length) {
        throw new DomainError('validation_failed', `The ${t.event} message uses {${unknown[0]}}, which it does not have.`, {
          field: `texts.${i}.text`,
        });
      }
    }
    await this.repo.saveTexts(texts, this.now().toISOString());
    return this.texts();
  }

  setPreference(userId: string, channel: MessagePreference): Promise<void> {
    return this.repo.setPreference(userId, channel);
  }
}

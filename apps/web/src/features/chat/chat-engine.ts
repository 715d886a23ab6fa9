import type { TrackedOrder } from '@laundry/shared/contracts/orders';
import type { CreateTicketBody, Ticket } from '@laundry/shared/contracts/tickets';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { BUSINESS } from '../../config/business-profile';
import { AGENT_NAMES, LABELS, MENU, MY_TICKETS, newReplyText, orderStatusText, TEXT, ticketListText, ticketSummaryText } from './chat-content';
import { CHAT_TIMINGS, type ChatTimings } from './chat-timings';
import type { ChatAction, ChatDeps, ChatMessage, NewReply, RecentOrder } from './chat-types';

/**
 * The support chat's conversation as a plain state machine (spec section 4, "Support chat
 * flows"). It knows nothing of React or fetch: time, randomness and the API come in as
 * dependencies, so tests drive every flow without waiting.
 */

/** The ticket being asked for, field by field, before it is sent as a CreateTicketBody. */
type TicketDraft = Pick<CreateTicketBody, 'userName' | 'mobile'> & {
  orderId: string;
  /** What the customer already told the bot or agent, offered as the issue. */
  knownProblem?: string;
  agent?: string;
};

type Flow =
  | { step: 'menu' }
  | { step: 'order-number' }
  | { step: 'order-phone'; orderNumber: string }
  | { step: 'problem' }
  | { step: 'agent-problem'; agent: string }
  | { step: 'confirm-ticket'; problem: string; agent?: string }
  | { step: 'ticket-name' | 'ticket-mobile' | 'ticket-order' | 'ticket-issue'; draft: TicketDraft };

const RECENT_ORDERS_SHOWN = 5;
/** The chat shows a customer's latest tickets; older ones are rarely what they came back for. */
const OWN_TICKETS_SHOWN = 5;
const VISITOR_MENU: ChatAction[] = MENU.map((m) => ({ kind: 'reply', intent: m.id, label: m.label }));
const CUSTOMER_MENU: ChatAction[] = [...VISITOR_MENU, { kind: 'reply', intent: MY_TICKETS.id, label: MY_TICKETS.label }];
const YES = /^(y|yes|yeah|ok|okay|sure|please|yes,? raise( a)? ticket)[.!]*$/i;
const NO = /^(n|no|nope|no thanks?|not now)[.!]*$/i;

export class ChatEngine {
  private messages: ChatMessage[] = [];
  private flow: Flow = { step: 'menu' };
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private recent: RecentOrder[] = [];

  constructor(
    private readonly deps: ChatDeps,
    private readonly timings: ChatTimings = CHAT_TIMINGS,
  ) {}

  getMessages = (): ChatMessage[] => this.messages;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The step the conversation is at, for tests and the input's hint. */
  get step(): Flow['step'] {
    return this.flow.step;
  }

  /** Resolves when every reply already asked for has been given. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** The main menu; a signed-in customer also gets "My tickets". */
  private menuActions(): ChatAction[] {
    return this.deps.currentUser() ? CUSTOMER_MENU : VISITOR_MENU;
  }

  /** Shop replies that arrived while the customer was away or while the chat is open, told in the conversation. */
  showNewReplies(replies: readonly NewReply[]): void {
    replies.forEach(({ ticket, reply }, i) => {
      const last = i === replies.length - 1;
      // The last one offers the whole conversation of every ticket.
      this.push({
        from: last ? 'bot-actions' : 'bot',
        text: newReplyText(ticket, reply),
        author: BUSINESS.name,
        actions: last ? [{ kind: 'reply', intent: MY_TICKETS.id, label: MY_TICKETS.label }] : undefined,
      });
    });
  }

  /** Greets once, with the main menu. */
  start(): void {
    if (this.messages.length === 0) this.push({ from: 'bot-actions', text: TEXT.greeting, actions: this.menuActions() });
  }

  /** Typed text: empty or whitespace-only is ignored, the rest trimmed. Returns whether it was sent. */
  send(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed) return false;
    this.push({ from: 'user', text: trimmed });
    this.enqueue(() => this.onText(trimmed));
    return true;
  }

  /** A quick reply was tapped: it reads as the customer's own message. */
  choose(action: ChatAction): void {
    if (action.kind !== 'reply') return;
    const text = action.value ?? action.label;
    this.push({ from: 'user', text });
    this.enqueue(() => (action.intent === 'text' ? this.onText(text) : this.onIntent(action.intent)));
  }

  // ---- plumbing ----

  private emit(): void {
    for (const l of this.listeners) l();
  }

  private push(message: Omit<ChatMessage, 'id' | 'timestamp'>): void {
    // A customer's message moves the conversation on: earlier quick replies no longer apply.
    const before = message.from === 'user' ? this.messages.map((m) => (m.actions && !m.spent ? { ...m, spent: true } : m)) : this.messages;
    this.messages = [...before, { ...message, id: this.nextId++, timestamp: this.deps.now() }];
    this.emit();
  }

  private remove(id: number): void {
    this.messages = this.messages.filter((m) => m.id !== id);
    this.emit();
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      // A bug in one reply must not wedge the chat: say so and start over.
      console.warn('Support chat reply failed', error);
      this.flow = { step: 'menu' };
      this.push({ from: 'bot-actions', text: TEXT.fallback, actions: this.menuActions() });
    });
  }

  private async reply(message: Omit<ChatMessage, 'id' | 'timestamp'>): Promise<void> {
    await this.deps.sleep(this.timings.reply);
    this.push(message);
  }

  private ask(text: string, author?: string, actions?: ChatAction[]): Promise<void> {
    return this.reply({ from: actions ? 'bot-actions' : 'bot-input', text, author, actions });
  }

  // ---- the flows ----

  private async onIntent(intent: string): Promise<void> {
    if (intent.startsWith('order:')) return this.showRecentOrder(intent.slice('order:'.length));
    switch (intent) {
      case 'services':
        return this.services();
      case 'pickup':
        return this.startOrderStatus();
      case 'problem':
        this.flow = { step: 'problem' };
        return this.ask(TEXT.askProblem);
      case 'support':
        return this.startSupport();
      case 'ticket':
        return this.startTicket(this.flow.step === 'confirm-ticket' ? { knownProblem: this.flow.problem, agent: this.flow.agent } : {});
      case 'ticket-details':
        return this.askTicketName(this.flow.step === 'ticket-order' ? this.flow.draft : { userName: '', mobile: '', orderId: '' });
      case 'tickets':
        return this.showMyTickets();
      case 'decline':
        return this.decline();
      default:
        return this.menu(TEXT.fallback);
    }
  }

  private async onText(text: string): Promise<void> {
    const flow = this.flow;
    switch (flow.step) {
      case 'menu':
        return this.menu(TEXT.fallback);
      case 'order-number': {
        const orderNumber = text.replace(/\s+/g, '').toUpperCase();
        this.flow = { step: 'order-phone', orderNumber };
        return this.ask(TEXT.askOrderPhone);
      }
      case 'order-phone':
        return this.lookUp(flow.orderNumber, text);
      case 'problem':
        this.flow = { step: 'confirm-ticket', problem: text };
        return this.ask(TEXT.problemNoted, undefined, this.yesNo());
      case 'agent-problem':
        this.flow = { step: 'confirm-ticket', problem: text, agent: flow.agent };
        return this.ask(TEXT.agentNoted, flow.agent, this.yesNo());
      case 'confirm-ticket':
        if (YES.test(text)) return this.startTicket({ knownProblem: flow.problem, agent: flow.agent });
        if (NO.test(text)) return this.decline();
        return this.ask(TEXT.chooseYesNo, flow.agent, this.yesNo());
      case 'ticket-name': {
        const draft = { ...flow.draft, userName: text };
        this.flow = { step: 'ticket-mobile', draft };
        const user = this.deps.currentUser();
        return this.ask(TEXT.askMobile(text), draft.agent, user?.phone ? [quick(user.phone)] : undefined);
      }
      case 'ticket-mobile': {
        const mobile = normalizePhone(text);
        if (!mobile) return this.ask(TEXT.badPhone, flow.draft.agent);
        this.flow = { step: 'ticket-order', draft: { ...flow.draft, mobile } };
        return this.ask(TEXT.askOrderId, flow.draft.agent, [quick(LABELS.none)]);
      }
      case 'ticket-order': {
        const draft = { ...flow.draft, orderId: /^none$/i.test(text) ? '' : text };
        this.flow = { step: 'ticket-issue', draft };
        return this.ask(TEXT.askIssue, draft.agent, draft.knownProblem ? [quick(draft.knownProblem, LABELS.useProblem)] : undefined);
      }
      case 'ticket-issue':
        return this.submitTicket({ userName: flow.draft.userName, mobile: flow.draft.mobile, orderId: flow.draft.orderId, issue: text });
    }
  }

  private menu(text: string): Promise<void> {
    this.flow = { step: 'menu' };
    return this.ask(text, undefined, this.menuActions());
  }

  private yesNo(): ChatAction[] {
    return [
      { kind: 'reply', intent: 'ticket', label: LABELS.yes },
      { kind: 'reply', intent: 'decline', label: LABELS.no },
    ];
  }

  private async services(): Promise<void> {
    this.flow = { step: 'menu' };
    await this.reply({ from: 'bot', text: TEXT.servicesIntro });
    await this.deps.sleep(this.timings.beforeServiceList);
    this.push({ from: 'bot', text: TEXT.servicesList });
    this.push({
      from: 'bot-actions',
      text: TEXT.servicesNext,
      actions: [
        { kind: 'link', label: LABELS.callUs, href: this.deps.callHref },
        { kind: 'reply', intent: 'ticket', label: LABELS.raiseTicket },
      ],
    });
  }

  private async startOrderStatus(): Promise<void> {
    this.flow = { step: 'order-number' };
    const [, recent] = await Promise.all([this.ask(TEXT.askOrderNumber), this.loadRecentOrders()]);
    this.recent = recent;
    if (recent.length > 0 && this.flow.step === 'order-number') {
      this.push({
        from: 'bot-actions',
        text: TEXT.pickRecentOrder,
        actions: recent.map((o) => ({ kind: 'reply', intent: `order:${o.orderNumber}`, label: `${o.orderNumber} · ${o.service}` })),
      });
    }
  }

  private async loadRecentOrders(): Promise<RecentOrder[]> {
    if (!this.deps.currentUser()) return [];
    try {
      return (await this.deps.recentOrders()).slice(0, RECENT_ORDERS_SHOWN);
    } catch {
      // Typing the number still works; the shortcut is only a convenience.
      return [];
    }
  }

  private async showRecentOrder(orderNumber: string): Promise<void> {
    const order = this.recent.find((o) => o.orderNumber === orderNumber);
    if (!order) return this.startOrderStatus();
    this.flow = { step: 'menu' };
    await this.reply({ from: 'bot', text: orderStatusText(order) });
    this.push({ from: 'bot-actions', text: TEXT.anythingElse, actions: this.menuActions() });
  }

  private async lookUp(orderNumber: string, phoneText: string): Promise<void> {
    const phone = normalizePhone(phoneText);
    if (!phone) return this.ask(TEXT.badPhone);
    this.flow = { step: 'menu' };
    const retry: ChatAction[] = [
      { kind: 'reply', intent: 'pickup', label: LABELS.tryOrderAgain },
      { kind: 'reply', intent: 'ticket', label: LABELS.raiseTicket },
    ];
    let found: TrackedOrder | null;
    try {
      [found] = await Promise.all([this.deps.trackOrder(orderNumber, phone), this.deps.sleep(this.timings.reply)]);
    } catch {
      this.push({ from: 'bot-actions', text: TEXT.trackFailed, actions: retry });
      return;
    }
    if (!found) {
      this.push({ from: 'bot-actions', text: TEXT.orderNotFound, actions: retry });
      return;
    }
    this.push({ from: 'bot', text: orderStatusText(found) });
    this.push({ from: 'bot-actions', text: TEXT.anythingElse, actions: this.menuActions() });
  }

  private async startSupport(): Promise<void> {
    const agent = AGENT_NAMES[Math.min(AGENT_NAMES.length - 1, Math.floor(this.deps.random() * AGENT_NAMES.length))]!;
    this.flow = { step: 'agent-problem', agent };
    const typing: Omit<ChatMessage, 'id' | 'timestamp'> = { from: 'agent-typing', text: TEXT.agentTyping(agent), author: agent };
    this.push(typing);
    const typingId = this.nextId - 1;
    await this.deps.sleep(this.timings.agentTyping);
    this.remove(typingId);
    this.push({ from: 'bot-input', text: TEXT.agentGreeting(agent), author: agent });
  }

  private async decline(): Promise<void> {
    const agent = this.flow.step === 'confirm-ticket' ? this.flow.agent : undefined;
    this.flow = { step: 'menu' };
    await this.reply({ from: 'bot', text: TEXT.declined, author: agent });
  }

  /**
   * A signed-in customer's ticket starts with the account's name and mobile filled in (issue 11):
   * the flow goes straight to the order ID, with a way to change them. Visitors are asked.
   */
  private async startTicket(from: Pick<TicketDraft, 'knownProblem' | 'agent'>): Promise<void> {
    const user = this.deps.currentUser();
    const mobile = user ? normalizePhone(user.phone) : null;
    if (user?.name.trim() && mobile) {
      const draft: TicketDraft = { userName: user.name.trim(), mobile, orderId: '', ...from };
      this.flow = { step: 'ticket-order', draft };
      await this.reply({ from: 'bot', text: TEXT.ticketPrefilled(draft.userName, mobile), author: draft.agent });
      this.push({
        from: 'bot-input',
        text: TEXT.askOrderId,
        author: draft.agent,
        actions: [quick(LABELS.none), { kind: 'reply', intent: 'ticket-details', label: LABELS.changeDetails }],
      });
      return;
    }
    await this.askTicketName({ userName: '', mobile: '', orderId: '', ...from });
  }

  private async askTicketName(from: TicketDraft): Promise<void> {
    const draft: TicketDraft = { ...from, userName: '', mobile: '', orderId: '' };
    this.flow = { step: 'ticket-name', draft };
    const user = this.deps.currentUser();
    await this.ask(TEXT.askName, draft.agent, user?.name ? [quick(user.name)] : undefined);
  }

  private async showMyTickets(): Promise<void> {
    this.flow = { step: 'menu' };
    if (!this.deps.currentUser()) return this.menu(TEXT.fallback);
    let tickets: Ticket[];
    try {
      [tickets] = await Promise.all([this.deps.myTickets(), this.deps.sleep(this.timings.reply)]);
    } catch {
      this.push({ from: 'bot-actions', text: TEXT.ticketsFailed, actions: this.menuActions() });
      return;
    }
    if (tickets.length === 0) {
      this.push({ from: 'bot-actions', text: TEXT.noTickets, actions: this.menuActions() });
      return;
    }
    this.push({ from: 'bot', text: TEXT.ticketsIntro });
    for (const ticket of tickets.slice(0, OWN_TICKETS_SHOWN)) this.push({ from: 'bot', text: ticketListText(ticket) });
    this.push({ from: 'bot-actions', text: `${TEXT.ticketsLater} ${TEXT.anythingElse}`, actions: this.menuActions() });
  }

  private async submitTicket(body: CreateTicketBody): Promise<void> {
    // The form resets whatever the outcome (spec section 4).
    this.flow = { step: 'menu' };
    try {
      const [ticket] = await Promise.all([this.deps.createTicket(body), this.deps.sleep(this.timings.reply)]);
      this.push({ from: 'bot', text: TEXT.ticketCreated });
      this.push({ from: 'bot', text: ticketSummaryText(ticket, body) });
    } catch {
      this.push({ from: 'bot', text: TEXT.ticketFailed });
      this.push({ from: 'bot-actions', text: TEXT.tryAgain, actions: [{ kind: 'reply', intent: 'ticket', label: LABELS.raiseTicket }] });
    }
  }
}

function quick(value: string, label = value): ChatAction {
  return { kind: 'reply', intent: 'text', label, value };
}

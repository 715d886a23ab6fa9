import type { TrackedOrder } from '@laundry/shared/contracts/orders';
import type { CreateTicketBody, Ticket } from '@laundry/shared/contracts/tickets';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { knownBusinessProfile } from '../../../lib/use-business-profile';
import {
  changeDetailsAction,
  menuActions,
  myTicketsAction,
  noOrderAction,
  quick,
  raiseTicketAction,
  retryLookupActions,
  servicesActions,
  yesNoActions,
} from './chat-actions';
import {
  AGENT_NAMES,
  agentName,
  newReplyText,
  orderStatusText,
  servicesListText,
  ticketListText,
  ticketSummaryText,
  type AgentName,
} from './chat-content';
import { chatText, isNo, isNone, isYes } from './chat-text';
import { authorOf, line, type Flow, type Line, type NewMessage, type TicketDraft } from './chat-flow';
import { CHAT_TIMINGS, type ChatTimings } from './chat-timings';
import type { ChatAction, ChatDeps, ChatMessage, NewReply, RecentOrder } from './chat-types';

/**
 * The support chat's conversation as a plain state machine (spec section 4, "Support chat
 * flows"). It knows nothing of React or fetch: time, randomness and the API come in as
 * dependencies, so tests drive every flow without waiting. Every text is written in the language
 * shown when its message is added (docs/decisions/0045); earlier messages keep theirs.
 */

const RECENT_ORDERS_SHOWN = 5;
/** The chat shows a customer's latest tickets; older ones are rarely what they came back for. */
const OWN_TICKETS_SHOWN = 5;

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
    return menuActions(this.deps.currentUser() !== null);
  }

  /** Shop replies that arrived while the customer was away or while the chat is open, told in the conversation. */
  showNewReplies(replies: readonly NewReply[]): void {
    replies.forEach(({ ticket, reply }, i) => {
      const last = i === replies.length - 1;
      // The last one offers the whole conversation of every ticket.
      this.push({
        from: last ? 'bot-actions' : 'bot',
        text: newReplyText(ticket, reply),
        author: knownBusinessProfile().name,
        actions: last ? [myTicketsAction()] : undefined,
      });
    });
  }

  /** Greets once, with the main menu. */
  start(): void {
    if (this.messages.length === 0)
      this.push({ from: 'bot-actions', text: chatText('bot.greeting', { shop: knownBusinessProfile().name }), actions: this.menuActions() });
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

  private push(message: NewMessage): void {
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
      this.push({ from: 'bot-actions', text: chatText('bot.fallback'), actions: this.menuActions() });
    });
  }

  /** Waits the reply delay, then writes the message: in the language shown at that moment. */
  private async reply(message: () => NewMessage): Promise<void> {
    await this.deps.sleep(this.timings.reply);
    this.push(message());
  }

  private ask(text: Line, agent?: AgentName, actions?: () => ChatAction[]): Promise<void> {
    return this.reply(() => ({ from: actions ? 'bot-actions' : 'bot-input', text: text(), author: authorOf(agent), actions: actions?.() }));
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
        return this.ask(line('bot.askProblem'));
      case 'support':
        return this.startSupport();
      case 'ticket':
        return this.startTicket(this.flow.step === 'confirm-ticket' ? { knownProblem: this.flow.problem, agent: this.flow.agent } : {});
      case 'ticket-details':
        return this.askTicketName(this.flow.step === 'ticket-order' ? this.flow.draft : { userName: '', mobile: '', orderId: '' });
      case 'no-order':
        return this.flow.step === 'ticket-order' ? this.askIssue(this.flow.draft, '') : this.menu(line('bot.fallback'));
      case 'tickets':
        return this.showMyTickets();
      case 'decline':
        return this.decline();
      default:
        return this.menu(line('bot.fallback'));
    }
  }

  private async onText(text: string): Promise<void> {
    const flow = this.flow;
    switch (flow.step) {
      case 'menu':
        return this.menu(line('bot.fallback'));
      case 'order-number': {
        const orderNumber = text.replace(/\s+/g, '').toUpperCase();
        this.flow = { step: 'order-phone', orderNumber };
        return this.ask(line('bot.askOrderPhone'));
      }
      case 'order-phone':
        return this.lookUp(flow.orderNumber, text);
      case 'problem':
        this.flow = { step: 'confirm-ticket', problem: text };
        return this.ask(line('bot.problemNoted'), undefined, yesNoActions);
      case 'agent-problem':
        this.flow = { step: 'confirm-ticket', problem: text, agent: flow.agent };
        return this.ask(line('bot.agentNoted'), flow.agent, yesNoActions);
      case 'confirm-ticket':
        if (isYes(text)) return this.startTicket({ knownProblem: flow.problem, agent: flow.agent });
        if (isNo(text)) return this.decline();
        return this.ask(line('bot.chooseYesNo'), flow.agent, yesNoActions);
      case 'ticket-name': {
        const draft = { ...flow.draft, userName: text };
        this.flow = { step: 'ticket-mobile', draft };
        const phone = this.deps.currentUser()?.phone;
        return this.ask(line('bot.askMobile', { name: text }), draft.agent, phone ? () => [quick(phone)] : undefined);
      }
      case 'ticket-mobile': {
        const mobile = normalizePhone(text);
        if (!mobile) return this.ask(line('bot.badPhone'), flow.draft.agent);
        this.flow = { step: 'ticket-order', draft: { ...flow.draft, mobile } };
        return this.ask(line('bot.askOrderId'), flow.draft.agent, () => [noOrderAction()]);
      }
      case 'ticket-order':
        return this.askIssue(flow.draft, isNone(text) ? '' : text);
      case 'ticket-issue':
        return this.submitTicket({ userName: flow.draft.userName, mobile: flow.draft.mobile, orderId: flow.draft.orderId, issue: text });
    }
  }

  private menu(text: Line): Promise<void> {
    this.flow = { step: 'menu' };
    return this.ask(text, undefined, () => this.menuActions());
  }

  private async services(): Promise<void> {
    this.flow = { step: 'menu' };
    await this.reply(() => ({ from: 'bot', text: chatText('bot.servicesIntro') }));
    await this.deps.sleep(this.timings.beforeServiceList);
    this.push({ from: 'bot', text: servicesListText() });
    this.push({ from: 'bot-actions', text: chatText('bot.servicesNext'), actions: servicesActions(this.deps.callHref) });
  }

  private async startOrderStatus(): Promise<void> {
    this.flow = { step: 'order-number' };
    const [, recent] = await Promise.all([this.ask(line('bot.askOrderNumber')), this.loadRecentOrders()]);
    this.recent = recent;
    if (recent.length > 0 && this.flow.step === 'order-number') {
      this.push({
        from: 'bot-actions',
        text: chatText('bot.pickRecentOrder'),
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
    await this.reply(() => ({ from: 'bot', text: orderStatusText(order) }));
    this.push({ from: 'bot-actions', text: chatText('bot.anythingElse'), actions: this.menuActions() });
  }

  private async lookUp(orderNumber: string, phoneText: string): Promise<void> {
    const phone = normalizePhone(phoneText);
    if (!phone) return this.ask(line('bot.badPhone'));
    this.flow = { step: 'menu' };
    let found: TrackedOrder | null;
    try {
      [found] = await Promise.all([this.deps.trackOrder(orderNumber, phone), this.deps.sleep(this.timings.reply)]);
    } catch {
      this.push({ from: 'bot-actions', text: chatText('bot.trackFailed'), actions: retryLookupActions() });
      return;
    }
    if (!found) {
      this.push({ from: 'bot-actions', text: chatText('bot.orderNotFound'), actions: retryLookupActions() });
      return;
    }
    this.push({ from: 'bot', text: orderStatusText(found) });
    this.push({ from: 'bot-actions', text: chatText('bot.anythingElse'), actions: this.menuActions() });
  }

  private async startSupport(): Promise<void> {
    const agent = AGENT_NAMES[Math.min(AGENT_NAMES.length - 1, Math.floor(this.deps.random() * AGENT_NAMES.length))]!;
    this.flow = { step: 'agent-problem', agent };
    this.push({ from: 'agent-typing', text: chatText('bot.agentTyping', { agent: agentName(agent) }), author: agentName(agent) });
    const typingId = this.nextId - 1;
    await this.deps.sleep(this.timings.agentTyping);
    this.remove(typingId);
    this.push({
      from: 'bot-input',
      text: chatText('bot.agentGreeting', { agent: agentName(agent), shop: knownBusinessProfile().name }),
      author: agentName(agent),
    });
  }

  private async decline(): Promise<void> {
    const agent = this.flow.step === 'confirm-ticket' ? this.flow.agent : undefined;
    this.flow = { step: 'menu' };
    await this.reply(() => ({ from: 'bot', text: chatText('bot.declined'), author: authorOf(agent) }));
  }

  /**
   * A signed-in customer's ticket starts with the account's name and mobile filled in:
   * the flow goes straight to the order ID, with a way to change them. Visitors are asked.
   */
  private async startTicket(from: Pick<TicketDraft, 'knownProblem' | 'agent'>): Promise<void> {
    const user = this.deps.currentUser();
    const mobile = user ? normalizePhone(user.phone) : null;
    if (user?.name.trim() && mobile) {
      const draft: TicketDraft = { userName: user.name.trim(), mobile, orderId: '', ...from };
      this.flow = { step: 'ticket-order', draft };
      const author = authorOf(draft.agent);
      await this.reply(() => ({ from: 'bot', text: chatText('bot.ticketPrefilled', { name: draft.userName, mobile }), author }));
      this.push({ from: 'bot-input', text: chatText('bot.askOrderId'), author, actions: [noOrderAction(), changeDetailsAction()] });
      return;
    }
    await this.askTicketName({ userName: '', mobile: '', orderId: '', ...from });
  }

  private async askTicketName(from: TicketDraft): Promise<void> {
    const draft: TicketDraft = { ...from, userName: '', mobile: '', orderId: '' };
    this.flow = { step: 'ticket-name', draft };
    const name = this.deps.currentUser()?.name;
    await this.ask(line('bot.askName'), draft.agent, name ? () => [quick(name)] : undefined);
  }

  /** The order ID is known ('' for none): the issue is last, offering the problem already told. */
  private askIssue(from: TicketDraft, orderId: string): Promise<void> {
    const draft = { ...from, orderId };
    this.flow = { step: 'ticket-issue', draft };
    const problem = draft.knownProblem;
    return this.ask(line('bot.askIssue'), draft.agent, problem ? () => [quick(problem, chatText('labels.useProblem'))] : undefined);
  }

  private async showMyTickets(): Promise<void> {
    this.flow = { step: 'menu' };
    if (!this.deps.currentUser()) return this.menu(line('bot.fallback'));
    let tickets: Ticket[];
    try {
      [tickets] = await Promise.all([this.deps.myTickets(), this.deps.sleep(this.timings.reply)]);
    } catch {
      this.push({ from: 'bot-actions', text: chatText('bot.ticketsFailed'), actions: this.menuActions() });
      return;
    }
    if (tickets.length === 0) {
      this.push({ from: 'bot-actions', text: chatText('bot.noTickets'), actions: this.menuActions() });
      return;
    }
    this.push({ from: 'bot', text: chatText('bot.ticketsIntro') });
    for (const ticket of tickets.slice(0, OWN_TICKETS_SHOWN)) this.push({ from: 'bot', text: ticketListText(ticket) });
    this.push({ from: 'bot-actions', text: `${chatText('bot.ticketsLater')} ${chatText('bot.anythingElse')}`, actions: this.menuActions() });
  }

  private async submitTicket(body: CreateTicketBody): Promise<void> {
    // The form resets whatever the outcome (spec section 4).
    this.flow = { step: 'menu' };
    try {
      const [ticket] = await Promise.all([this.deps.createTicket(body), this.deps.sleep(this.timings.reply)]);
      this.push({ from: 'bot', text: chatText('bot.ticketCreated') });
      this.push({ from: 'bot', text: ticketSummaryText(ticket, body) });
    } catch {
      this.push({ from: 'bot', text: chatText('bot.ticketFailed') });
      this.push({ from: 'bot-actions', text: chatText('bot.tryAgain'), actions: [raiseTicketAction()] });
    }
  }
}

import { describe, expect, it, vi } from 'vitest';
import type { TrackedOrder } from '@laundry/shared/contracts/orders';
import type { CreateTicketBody, Ticket } from '@laundry/shared/contracts/tickets';
import { ChatEngine } from './chat-engine';
import type { ChatAction, ChatDeps, ChatMessage, RecentOrder } from './chat-types';
import { AGENT_NAMES, chatStatus, formatPickupDate, isShopOpen } from './chat-content';
import { chatText } from './chat-text';
import { CHAT_TIMINGS } from './chat-timings';

const ORDER: TrackedOrder = {
  orderNumber: 'SL-202611221030123',
  status: 'In Progress',
  delivery: 'express',
  pickupDate: '2026-11-23',
  pickupTime: '10:00 AM – 12:00 PM',
};

function setup(overrides: Partial<ChatDeps> = {}) {
  const sleeps: number[] = [];
  const tickets: CreateTicketBody[] = [];
  const deps: ChatDeps = {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
    now: () => 1_700_000_000_000,
    trackOrder: vi.fn(async (n: string, phone: string) => (n === ORDER.orderNumber && phone === '9876543210' ? ORDER : null)),
    createTicket: vi.fn(async (body: CreateTicketBody) => {
      tickets.push(body);
      return {
        _id: 'tkt-1',
        ticketNumber: 'T-1042',
        source: 'chat',
        email: '',
        ...body,
        status: 'open',
        replies: [],
        createdAt: '',
        updatedAt: '',
      } as Ticket;
    }),
    recentOrders: async () => [],
    currentUser: () => null,
    myTickets: async () => [],
    callHref: 'tel:+919848012345',
    ...overrides,
  };
  const chat = new ChatEngine(deps);
  chat.start();
  const say = async (text: string) => {
    chat.send(text);
    await chat.settled();
  };
  const last = () => chat.getMessages().at(-1)!;
  const texts = () => chat.getMessages().map((m) => m.text);
  const tap = async (label: string) => {
    const action = [...chat.getMessages()]
      .reverse()
      .flatMap((m) => (m.spent ? [] : (m.actions ?? [])))
      .find((a) => a.label === label);
    if (!action) throw new Error(`no live action "${label}" in ${JSON.stringify(texts())}`);
    chat.choose(action);
    await chat.settled();
  };
  return { chat, deps, sleeps, tickets, say, tap, last, texts };
}

const labels = (m: ChatMessage) => (m.actions ?? []).map((a: ChatAction) => a.label);

describe('support chat: menu and input', () => {
  it('greets once with the four main options', () => {
    const { chat } = setup();
    chat.start();
    expect(chat.getMessages()).toHaveLength(1);
    expect(labels(chat.getMessages()[0]!)).toEqual(['Services', 'Pickup / Order status', 'Problem', 'Chat with Support Team']);
  });

  it('ignores empty and whitespace-only messages and trims the rest', async () => {
    const { chat, say } = setup();
    expect(chat.send('')).toBe(false);
    expect(chat.send('  \n\t ')).toBe(false);
    expect(chat.getMessages()).toHaveLength(1);
    await say('  hello there \n');
    expect(chat.getMessages()[1]).toMatchObject({ from: 'user', text: 'hello there' });
  });

  it('answers free text outside a flow with the main menu, after the 450 ms reply delay', async () => {
    const { last, say, sleeps } = setup();
    await say('what are your timings?');
    expect(last().text).toBe(chatText('bot.fallback'));
    expect(labels(last())).toContain('Chat with Support Team');
    expect(sleeps).toEqual([450]);
  });

  it('retires earlier quick replies once the customer answers', async () => {
    const { chat, say } = setup();
    await say('hi');
    const [greeting] = chat.getMessages();
    expect(greeting!.spent).toBe(true);
    expect(chat.getMessages().at(-1)!.spent).toBeUndefined();
  });
});

describe('support chat: services', () => {
  it('lists the three services after a 200 ms pause, then offers Call Us or Raise Ticket', async () => {
    const { chat, tap, sleeps, texts } = setup();
    await tap('Services');
    expect(sleeps).toEqual([CHAT_TIMINGS.reply, CHAT_TIMINGS.beforeServiceList]);
    const list = texts().find((t) => t.includes('Wash & Fold'))!;
    expect(list.indexOf('Wash & Fold')).toBeLessThan(list.indexOf('Wash & Iron'));
    expect(list.indexOf('Wash & Iron')).toBeLessThan(list.indexOf('Dry Clean'));
    const offer = chat.getMessages().at(-1)!;
    expect(offer.actions).toEqual([
      { kind: 'link', label: 'Call Us', href: 'tel:+919848012345' },
      { kind: 'reply', intent: 'ticket', label: 'Raise Ticket' },
    ]);
  });
});

describe('support chat: order status', () => {
  it('asks the order number, then the phone, then shows the status', async () => {
    const { deps, say, tap, last } = setup();
    await tap('Pickup / Order status');
    expect(last().text).toBe(chatText('bot.askOrderNumber'));
    await say(' sl-202611221030123 ');
    expect(last().text).toBe(chatText('bot.askOrderPhone'));
    await say('+91 98765 43210');
    expect(deps.trackOrder).toHaveBeenCalledWith('SL-202611221030123', '9876543210');
    expect(last().text).toBe(chatText('bot.anythingElse'));
  });

  it('shows number, status, delivery and pickup of a found order', async () => {
    const { chat, say, tap } = setup();
    await tap('Pickup / Order status');
    await say(ORDER.orderNumber);
    await say('9876543210');
    const shown = chat.getMessages().at(-2)!.text;
    expect(shown).toContain('SL-202611221030123');
    expect(shown).toContain('Status: In Progress');
    expect(shown).toContain('Delivery: Express');
    expect(shown).toContain('Pickup: Mon, 23 Nov 2026, 10:00 AM – 12:00 PM');
  });

  it('re-asks a phone that is not a mobile number without calling the server', async () => {
    const { deps, say, tap, last, chat } = setup();
    await tap('Pickup / Order status');
    await say('SL-1');
    await say('12345');
    expect(last().text).toBe(chatText('bot.badPhone'));
    expect(deps.trackOrder).not.toHaveBeenCalled();
    expect(chat.step).toBe('order-phone');
  });

  it("says it couldn't find an order when number and phone do not match", async () => {
    const { say, tap, last } = setup();
    await tap('Pickup / Order status');
    await say(ORDER.orderNumber);
    await say('9876543211');
    expect(last().text).toBe(chatText('bot.orderNotFound'));
    expect(labels(last())).toEqual(['Try again', 'Raise Ticket']);
  });

  it('says the lookup failed when the server cannot be asked', async () => {
    const { say, tap, last } = setup({
      trackOrder: async () => {
        throw new Error('offline');
      },
    });
    await tap('Pickup / Order status');
    await say(ORDER.orderNumber);
    await say('9876543210');
    expect(last().text).toBe(chatText('bot.trackFailed'));
  });

  it('lets a signed-in customer pick one of their recent orders', async () => {
    const recent: RecentOrder[] = Array.from({ length: 7 }, (_, i) => ({
      ...ORDER,
      orderNumber: `SL-20261122103012${i}`,
      service: 'Dry Clean',
      status: 'Pending',
    }));
    const { deps, tap, last, chat } = setup({ currentUser: () => ({ name: 'Ravi Kumar', phone: '9876543210' }), recentOrders: async () => recent });
    await tap('Pickup / Order status');
    expect(last().text).toBe(chatText('bot.pickRecentOrder'));
    expect(labels(last())).toHaveLength(5);
    await tap('SL-202611221030122 · Dry Clean');
    expect(chat.getMessages().at(-2)!.text).toContain('Order SL-202611221030122');
    expect(chat.getMessages().at(-2)!.text).toContain('Status: Pending');
    expect(deps.trackOrder).not.toHaveBeenCalled();
  });

  it('offers no recent orders to visitors', async () => {
    const recentOrders = vi.fn(async (): Promise<RecentOrder[]> => [{ ...ORDER, service: 'Iron' }]);
    const { tap, last } = setup({ recentOrders });
    await tap('Pickup / Order status');
    expect(last().text).toBe(chatText('bot.askOrderNumber'));
    expect(recentOrders).not.toHaveBeenCalled();
  });
});

describe('support chat: problem and support team', () => {
  it('asks for a description, notes it and offers a ticket', async () => {
    const { say, tap, last } = setup();
    await tap('Problem');
    expect(last().text).toBe(chatText('bot.askProblem'));
    await say('My saree came back with a stain');
    expect(last().text).toBe(chatText('bot.problemNoted'));
    expect(labels(last())).toEqual(['Yes, Raise Ticket', 'No']);
  });

  it('picks one of the 8 agents, types for 1.5 s, greets and awaits the problem', async () => {
    const { chat, tap, sleeps, last } = setup({ random: () => 0.99 });
    const seen: ChatMessage[][] = [];
    chat.subscribe(() => seen.push(chat.getMessages()));
    await tap('Chat with Support Team');
    const agent = AGENT_NAMES[7];
    expect(seen.some((ms) => ms.at(-1)?.from === 'agent-typing' && ms.at(-1)?.text === `${agent} is typing…`)).toBe(true);
    expect(sleeps).toEqual([1500]);
    expect(chat.getMessages().some((m) => m.from === 'agent-typing')).toBe(false);
    expect(last()).toMatchObject({ author: agent, text: chatText('bot.agentGreeting', { agent, shop: 'Sri Lakshmi Laundry' }) });
    expect(chat.step).toBe('agent-problem');
  });

  it('uses every agent name for some random value', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { tap, last } = setup({ random: () => i / 8 + 0.01 });
      await tap('Chat with Support Team');
      names.add(last().author!);
    }
    expect([...names].sort()).toEqual([...AGENT_NAMES].sort());
  });

  it('after the problem, No ends politely', async () => {
    const { say, tap, last, chat } = setup();
    await tap('Chat with Support Team');
    await say('Delivery is late');
    expect(last().text).toBe(chatText('bot.agentNoted'));
    await tap('No');
    expect(last().text).toBe('Okay — if you need anything else, message me anytime.');
    expect(chat.step).toBe('menu');
  });

  it('a typed yes or no works too; anything else repeats the question', async () => {
    const { say, tap, last } = setup();
    await tap('Problem');
    await say('Button missing');
    await say('maybe later?');
    expect(last().text).toBe(chatText('bot.chooseYesNo'));
    await say('no');
    expect(last().text).toBe(chatText('bot.declined'));
  });
});

describe('support chat: ticket flow', () => {
  async function raise(t: ReturnType<typeof setup>, orderId: string) {
    await t.tap('Services');
    await t.tap('Raise Ticket');
    expect(t.last().text).toBe(chatText('bot.askName'));
    await t.say('Asha');
    expect(t.last().text).toBe(chatText('bot.askMobile', { name: 'Asha' }));
    await t.say('98765 43210');
    expect(t.last().text).toBe(chatText('bot.askOrderId'));
    await t.say(orderId);
    expect(t.last().text).toBe(chatText('bot.askIssue'));
    await t.say('Shirt collar torn');
  }

  it("asks name, mobile, order ID and issue, sends 'None' as an empty order ID and resets", async () => {
    const t = setup();
    await raise(t, 'None');
    expect(t.tickets).toEqual([{ userName: 'Asha', mobile: '9876543210', orderId: '', issue: 'Shirt collar torn' }]);
    expect(t.texts()).toContain('✅ Ticket created successfully! Our team will reach out soon.');
    // The short number, never the database id.
    expect(t.last().text).toContain('Ticket number: T-1042');
    expect(t.last().text).not.toContain('tkt-1');
    expect(t.last().text).toContain('Status: Pending');
    expect(t.last().text).toContain('Issue: Shirt collar torn');
    expect(t.chat.step).toBe('menu');
  });

  it('keeps a real order ID', async () => {
    const t = setup();
    await raise(t, 'SL-202611221030123');
    expect(t.tickets[0]!.orderId).toBe('SL-202611221030123');
  });

  it('re-asks a mobile number that is not one', async () => {
    const t = setup();
    await t.tap('Services');
    await t.tap('Raise Ticket');
    await t.say('Asha');
    await t.say('call me');
    expect(t.last().text).toBe(chatText('bot.badPhone'));
    expect(t.chat.step).toBe('ticket-mobile');
  });

  it('shows the failure text and resets when the ticket cannot be saved', async () => {
    const t = setup({
      createTicket: async () => {
        throw new Error('500');
      },
    });
    await raise(t, 'None');
    expect(t.texts()).toContain('⚠️ Sorry, there was an error saving your ticket. Please try again.');
    expect(t.chat.step).toBe('menu');
    expect(labels(t.last())).toEqual(['Raise Ticket']);
  });

  it("starts a signed-in customer's ticket with their name and mobile filled in, and offers the problem told to the agent", async () => {
    const t = setup({ currentUser: () => ({ name: 'Ravi Kumar', phone: '+91 98765 43210' }) });
    await t.tap('Chat with Support Team');
    await t.say('Jacket not delivered');
    await t.tap('Yes, Raise Ticket');
    expect(t.chat.getMessages().at(-2)!.text).toBe(chatText('bot.ticketPrefilled', { name: 'Ravi Kumar', mobile: '9876543210' }));
    expect(t.last().text).toBe(chatText('bot.askOrderId'));
    expect(t.chat.step).toBe('ticket-order');
    await t.tap('None');
    await t.tap('Use the problem I described');
    expect(t.tickets).toEqual([{ userName: 'Ravi Kumar', mobile: '9876543210', orderId: '', issue: 'Jacket not delivered' }]);
  });

  it('lets a signed-in customer change the filled-in name and mobile', async () => {
    const t = setup({ currentUser: () => ({ name: 'Ravi Kumar', phone: '9876543210' }) });
    await t.tap('Services');
    await t.tap('Raise Ticket');
    await t.tap('Change name or mobile');
    expect(t.last().text).toBe(chatText('bot.askName'));
    await t.say('Ravi for Amma');
    await t.say('9123456780');
    await t.tap('None');
    await t.say('Saree pickup please');
    expect(t.tickets).toEqual([{ userName: 'Ravi for Amma', mobile: '9123456780', orderId: '', issue: 'Saree pickup please' }]);
  });

  it('handles messages sent while a reply is pending, in order', async () => {
    const t = setup();
    t.chat.choose({ kind: 'reply', intent: 'pickup', label: 'Pickup / Order status' });
    t.chat.send(ORDER.orderNumber);
    t.chat.send('9876543210');
    await t.chat.settled();
    expect(t.deps.trackOrder).toHaveBeenCalledWith(ORDER.orderNumber, '9876543210');
  });
});

describe('support chat: my tickets', () => {
  const ticket = (patch: Partial<Ticket> = {}): Ticket => ({
    _id: 'id-1',
    ticketNumber: 'T-1042',
    source: 'chat',
    email: '',
    userName: 'Ravi Kumar',
    mobile: '9876543210',
    orderId: '',
    issue: 'Button missing',
    status: 'in-progress',
    replies: [{ sender: 'admin', message: 'We will fix it free of cost.', createdAt: '2026-11-23T05:00:00.000Z' }],
    createdAt: '2026-11-23T04:00:00.000Z',
    updatedAt: '2026-11-23T05:00:00.000Z',
    ...patch,
  });
  const ravi = () => ({ name: 'Ravi Kumar', phone: '9876543210' });

  it('is on the menu only for a signed-in customer', () => {
    expect(labels(setup().last())).not.toContain('My tickets');
    expect(labels(setup({ currentUser: ravi }).last())).toContain('My tickets');
  });

  it("lists the customer's tickets by short number, with status and the shop's replies", async () => {
    const t = setup({
      currentUser: ravi,
      myTickets: async () => [ticket(), ticket({ _id: 'id-2', ticketNumber: 'T-1043', replies: [], status: 'open' })],
    });
    await t.tap('My tickets');
    const texts = t.texts();
    const first = texts.find((x) => x.startsWith('🎫 T-1042'))!;
    expect(first).toContain('Contacted');
    expect(first).toContain('Issue: Button missing');
    expect(first).toMatch(/💬 Sri Lakshmi Laundry \(.+\): We will fix it free of cost\./);
    expect(texts.find((x) => x.startsWith('🎫 T-1043'))).toContain('No reply yet');
    expect(texts.join('\n')).not.toContain('id-1');
  });

  it('says so when there are none, or when they cannot be loaded', async () => {
    const none = setup({ currentUser: ravi });
    await none.tap('My tickets');
    expect(none.last().text).toBe(chatText('bot.noTickets'));
    const failing = setup({
      currentUser: ravi,
      myTickets: async () => {
        throw new Error('offline');
      },
    });
    await failing.tap('My tickets');
    expect(failing.last().text).toBe(chatText('bot.ticketsFailed'));
  });

  it('tells new shop replies in the conversation, from the shop', () => {
    const t = setup({ currentUser: ravi });
    const tk = ticket();
    t.chat.showNewReplies([{ ticket: tk, reply: tk.replies[0]! }]);
    expect(t.last()).toMatchObject({ from: 'bot-actions', author: 'Sri Lakshmi Laundry' });
    expect(labels(t.last())).toEqual(['My tickets']);
    expect(t.last().text).toBe('📩 New reply on your ticket T-1042 (Button missing):\nWe will fix it free of cost.');
  });
});

describe('shop hours and dates', () => {
  it('is Online from 8 AM to 9 PM India time', () => {
    expect(isShopOpen(new Date('2026-11-22T02:29:00Z'))).toBe(false); // 7:59 IST
    expect(isShopOpen(new Date('2026-11-22T02:30:00Z'))).toBe(true); // 8:00 IST
    expect(isShopOpen(new Date('2026-11-22T15:29:00Z'))).toBe(true); // 20:59 IST
    expect(chatStatus(new Date('2026-11-22T15:30:00Z'))).toBe('Leave a message'); // 21:00 IST
    expect(chatStatus(new Date('2026-11-22T06:00:00Z'))).toBe('Online');
  });

  it('writes pickup dates the Indian way', () => {
    expect(formatPickupDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatPickupDate('tomorrow')).toBe('tomorrow');
  });
});

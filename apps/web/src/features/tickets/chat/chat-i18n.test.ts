import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateTicketBody, Ticket } from '@laundry/shared/contracts/tickets';
import { loadLanguage } from '../../../i18n/catalogue';
import { applyLanguage, type Language } from '../../../i18n/language';
import { ChatEngine } from './chat-engine';
import { formatPickupDate, orderStatusText, ticketSummaryText } from './chat-content';
import type { ChatDeps } from './chat-types';
import en from './locales/en.json';
import hi from './locales/hi.json';
import te from './locales/te.json';

/** The bot speaks the language shown when each message is added; what it said before stays. */

// The language chunks gather every catalogue with Vite's glob from the web app's root; here, the chat's own.
vi.mock('../../../i18n/bundles/te', async () => ({ catalogue: { chat: (await import('./locales/te.json')).default } }));
vi.mock('../../../i18n/bundles/hi', async () => ({ catalogue: { chat: (await import('./locales/hi.json')).default } }));

async function show(language: Language) {
  await loadLanguage(language);
  applyLanguage(language);
}

afterEach(() => applyLanguage('en'));

function setup(overrides: Partial<ChatDeps> = {}) {
  const tickets: CreateTicketBody[] = [];
  const deps: ChatDeps = {
    sleep: async () => {},
    random: () => 0,
    now: () => 1_700_000_000_000,
    trackOrder: async () => null,
    createTicket: vi.fn(async (body: CreateTicketBody) => {
      tickets.push(body);
      return {
        _id: 'x',
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
  const last = () => chat.getMessages().at(-1)!;
  const say = async (text: string) => {
    chat.send(text);
    await chat.settled();
  };
  const tap = async (label: string) => {
    const action = [...chat.getMessages()]
      .reverse()
      .flatMap((m) => (m.spent ? [] : (m.actions ?? [])))
      .find((a) => a.label === label);
    if (!action) throw new Error(`no live action "${label}"`);
    chat.choose(action);
    await chat.settled();
  };
  return { chat, tickets, last, say, tap };
}

describe('the chat in Telugu and Hindi', () => {
  it('greets and offers the menu in the language shown', async () => {
    await show('te');
    const { chat, last } = setup();
    chat.start();
    expect(last().text).toBe(te['bot.greeting'].replace('{shop}', 'Sri Lakshmi Laundry'));
    expect(last().actions!.map((a) => a.label)).toEqual([te['menu.services'], te['menu.pickup'], te['menu.problem'], te['menu.support']]);
  });

  it('keeps earlier messages in their language and writes the next ones in the new one', async () => {
    const { chat, tap, last } = setup();
    chat.start();
    await show('hi');
    await tap(en['menu.problem']);
    expect(chat.getMessages()[0]!.text).toContain('Welcome to Sri Lakshmi Laundry');
    expect(last().text).toBe(hi['bot.askProblem']);
  });

  it('raises a ticket in Telugu: prompts in Telugu, typed yes and "None" understood', async () => {
    await show('te');
    const { chat, tickets, last, say, tap } = setup();
    chat.start();
    await tap(te['menu.problem']);
    await say('చీర మీద మరక పోలేదు');
    expect(last().text).toBe(te['bot.problemNoted']);
    await say('అవును');
    expect(last().text).toBe(te['bot.askName']);
    await say('లక్ష్మి');
    expect(last().text).toBe(te['bot.askMobile'].replace('{name}', 'లక్ష్మి'));
    await say('98765 43210');
    expect(last().text).toBe(te['bot.askOrderId']);
    await say('ఏదీ లేదు');
    expect(last().text).toBe(te['bot.askIssue']);
    await tap(te['labels.useProblem']);
    expect(tickets).toEqual([{ userName: 'లక్ష్మి', mobile: '9876543210', orderId: '', issue: 'చీర మీద మరక పోలేదు' }]);
    expect(chat.getMessages().some((m) => m.text === te['bot.ticketCreated'])).toBe(true);
    expect(last().text).toContain(te['ticketStatus.open']);
  });

  it('the "None" quick reply works even after a language switch', async () => {
    await show('hi');
    const { chat, tickets, say, tap } = setup();
    chat.start();
    await tap(hi['menu.services']);
    await tap(hi['labels.raiseTicket']);
    await say('Asha');
    await say('9876543210');
    await show('en');
    await tap(hi['labels.none']);
    await say('Collar torn');
    expect(tickets[0]).toMatchObject({ orderId: '', issue: 'Collar torn' });
  });

  it('a typed Hindi no declines', async () => {
    await show('hi');
    const { chat, say, tap, last } = setup();
    chat.start();
    await tap(hi['menu.problem']);
    await say('बटन टूटा है');
    await say('नहीं');
    expect(last().text).toBe(hi['bot.declined']);
  });

  it('the agent is named in the script of the language shown', async () => {
    await show('te');
    const { chat, tap, last } = setup({ random: () => 0 });
    chat.start();
    await tap(te['menu.support']);
    expect(last().author).toBe(te['agent.Priya']);
  });

  it('writes order status, dates and ticket summaries in the language shown', async () => {
    await show('te');
    const text = orderStatusText({ orderNumber: 'SL-1', status: 'Pending', delivery: 'express', pickupDate: '2026-11-23', pickupTime: '10:00 AM' });
    expect(text).toContain(te['orderStatus.pending']);
    expect(text).toContain(te['delivery.express']);
    expect(formatPickupDate('2026-11-23')).not.toMatch(/Nov|Mon/);
    expect(ticketSummaryText(null, { userName: 'a', mobile: '9876543210', orderId: '', issue: 'x' })).toContain(te['ticketStatus.open']);
    await show('en');
    expect(formatPickupDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
  });
});

import { telUrl } from '../../../config/business-profile';
import { getSession } from '../../../lib/session';
import { knownBusinessProfile } from '../../../lib/use-business-profile';
import { createTicket } from './api/create-ticket';
import { fetchRecentOrders } from './api/recent-orders';
import { trackOrder } from './api/track-order';
import { ChatEngine } from './chat-engine';
import { ticketInbox } from './ticket-inbox';

let engine: ChatEngine | null = null;

/** One conversation per page visit: it survives closing the panel and moving between pages. */
export function chatEngine(): ChatEngine {
  engine ??= new ChatEngine({
    sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    random: Math.random,
    now: Date.now,
    trackOrder,
    createTicket,
    recentOrders: fetchRecentOrders,
    myTickets: () => ticketInbox.refresh(),
    currentUser: () => {
      const { token, user } = getSession();
      return token && user ? { name: user.name, phone: user.phone } : null;
    },
    // Read when the chat offers the call: the shop's phone as GET /api/shop last said.
    get callHref() {
      return telUrl(knownBusinessProfile().phone);
    },
  });
  return engine;
}

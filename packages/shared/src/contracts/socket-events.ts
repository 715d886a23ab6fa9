import type { Order } from './orders';
import type { Ticket } from './tickets';

export const ADMIN_NAMESPACE = '/admin';
export const CUSTOMER_NAMESPACE = '/customer';

/** What the /admin namespace emits after each committed change. */
export interface AdminServerEvents {
  'admin:newOrder': (order: Order) => void;
  'admin:orderUpdated': (order: Order) => void;
  'admin:orderDeleted': (payload: { _id: string }) => void;
  'admin:newTicket': (ticket: Ticket) => void;
  'admin:ticketUpdated': (ticket: Ticket) => void;
  'admin:ticketDeleted': (payload: { _id: string }) => void;
}

/** What the /customer namespace emits, only ever about the connected customer's own orders. */
export interface CustomerServerEvents {
  'order:new': (order: Order) => void;
  'order:updated': (order: Order) => void;
  'order:deleted': (payload: { _id: string }) => void;
}

/** Socket reconnection settings of spec section 9. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

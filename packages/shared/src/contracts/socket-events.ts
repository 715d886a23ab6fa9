import { z } from 'zod';
import { deletedSchema } from './common';
import { orderSchema } from './orders';
import { ticketSchema } from './tickets';

export const ADMIN_NAMESPACE = '/admin';
export const CUSTOMER_NAMESPACE = '/customer';

/**
 * Each event's payload schema: the server emits exactly these shapes and the clients (and the
 * socket tests) read them with the same types.
 */
export const adminEventPayloads = {
  'admin:newOrder': orderSchema,
  'admin:orderUpdated': orderSchema,
  'admin:orderDeleted': deletedSchema,
  'admin:newTicket': ticketSchema,
  'admin:ticketUpdated': ticketSchema,
  'admin:ticketDeleted': deletedSchema,
  // The outbox changed (docs/decisions/0055): a message now waits for the shop's tap, or was sent.
  'admin:messagesChanged': z.object({ orderIds: z.array(z.string()) }),
} as const;

export const customerEventPayloads = {
  'order:new': orderSchema,
  'order:updated': orderSchema,
  'order:deleted': deletedSchema,
  // The customer's own tickets (raised while signed in): a shop reply arrives as ticket:updated.
  'ticket:new': ticketSchema,
  'ticket:updated': ticketSchema,
  'ticket:deleted': deletedSchema,
} as const;

type Listeners<T extends Record<string, z.ZodType>> = { [E in keyof T]: (payload: z.infer<T[E]>) => void };

/** What the /admin namespace emits after each committed change. */
export type AdminServerEvents = Listeners<typeof adminEventPayloads>;
/** What the /customer namespace emits, only ever about the connected customer's own orders and tickets. */
export type CustomerServerEvents = Listeners<typeof customerEventPayloads>;

/** Socket reconnection settings of spec section 9. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

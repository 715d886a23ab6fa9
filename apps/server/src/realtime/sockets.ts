import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_NAMESPACE, CUSTOMER_NAMESPACE, type AdminServerEvents, type CustomerServerEvents } from '@laundry/shared/contracts/socket-events';
import type { ErrorCode } from '@laundry/shared/contracts/errors';
import type { AuthService } from '../features/auth/auth.service';
import type { DomainEvents } from './domain-events';

export interface RealtimeOptions {
  server: HttpServer;
  auth: AuthService;
  events: DomainEvents;
  origins: string[];
  log: FastifyBaseLogger;
  redis?: { pub: Redis; sub: Redis };
  /** Called when another API process changed the price list. */
  onRemotePricesChanged: () => void;
}

const userRoom = (id: string) => `user:${id}`;

/** What a socket carries once its handshake is accepted. */
interface SocketData {
  userId: string;
}
type NoEvents = Record<string, never>;

/** A refused handshake: the client reads `err.data.code` (the HTTP error codes), never the words. */
function refused(code: ErrorCode, message: string): Error & { data: { code: ErrorCode } } {
  return Object.assign(new Error(message), { data: { code } });
}
const PRICES_CHANGED = 'prices:changed';

/**
 * socket.io on the API origin. /admin carries every order and ticket change to staff;
 * /customer carries a customer's own order changes to that customer only.
 */
export function createRealtime(options: RealtimeOptions): Server {
  const { auth, events, log } = options;
  const io = new Server<NoEvents, NoEvents, NoEvents, SocketData>(options.server, {
    path: '/socket.io',
    cors: { origin: options.origins, credentials: false },
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
  });
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub));

  // socket.io's of() is not generic: each namespace is given the events it emits (typed from the shared contract).
  const admin = io.of(ADMIN_NAMESPACE) as Namespace<NoEvents, AdminServerEvents, NoEvents, SocketData>;
  const customer = io.of(CUSTOMER_NAMESPACE) as Namespace<NoEvents, CustomerServerEvents, NoEvents, SocketData>;

  for (const [namespace, adminOnly] of [
    [admin, true],
    [customer, false],
  ] as const) {
    namespace.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token === '') return next(refused('auth_required', 'Authentication required'));
      auth.authenticate(token).then(
        (user) => {
          if (!user) return next(refused('session_expired', 'Invalid or expired token'));
          if (adminOnly && user.role !== 'admin') return next(refused('admin_only', 'Admin access required'));
          socket.data.userId = user.id;
          void socket.join(userRoom(user.id));
          next();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'socket auth failed');
          next(refused('internal_error', 'Authentication failed'));
        },
      );
    });
  }

  events.on('orderCreated', (order) => {
    admin.emit('admin:newOrder', order);
    if (order.userId._id) customer.to(userRoom(order.userId._id)).emit('order:new', order);
  });
  events.on('orderUpdated', (order) => {
    admin.emit('admin:orderUpdated', order);
    if (order.userId._id) customer.to(userRoom(order.userId._id)).emit('order:updated', order);
  });
  events.on('orderDeleted', ({ _id, userId }) => {
    admin.emit('admin:orderDeleted', { _id });
    if (userId) customer.to(userRoom(userId)).emit('order:deleted', { _id });
  });
  events.on('ticketCreated', (ticket) => admin.emit('admin:newTicket', ticket));
  events.on('ticketUpdated', (ticket) => admin.emit('admin:ticketUpdated', ticket));
  events.on('ticketDeleted', (payload) => admin.emit('admin:ticketDeleted', payload));
  events.on('sessionsRevoked', ({ userId }) => {
    admin.in(userRoom(userId)).disconnectSockets(true);
    customer.in(userRoom(userId)).disconnectSockets(true);
  });
  // Other API processes keep their own price cache; tell them to drop it. Alone (no Redis)
  // there is nobody to tell, and socket.io's in-memory adapter only complains if asked.
  if (options.redis) events.on('pricesChanged', () => io.serverSideEmit(PRICES_CHANGED));
  io.on(PRICES_CHANGED, options.onRemotePricesChanged);

  return io;
}

import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_NAMESPACE, CUSTOMER_NAMESPACE, type AdminServerEvents, type CustomerServerEvents } from '@laundry/shared/contracts/socket-events';
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
const PRICES_CHANGED = 'prices:changed';

/**
 * socket.io on the API origin. /admin carries every order and ticket change to staff;
 * /customer carries a customer's own order changes to that customer only.
 */
export function createRealtime(options: RealtimeOptions): Server {
  const { auth, events, log } = options;
  const io = new Server(options.server, {
    path: '/socket.io',
    cors: { origin: options.origins, credentials: false },
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
  });
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub));

  const admin: Namespace<Record<string, never>, AdminServerEvents> = io.of(ADMIN_NAMESPACE);
  const customer: Namespace<Record<string, never>, CustomerServerEvents> = io.of(CUSTOMER_NAMESPACE);

  for (const [namespace, adminOnly] of [[admin, true], [customer, false]] as const) {
    namespace.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token === '') return next(new Error('Authentication required'));
      auth.authenticate(token).then(
        (user) => {
          if (!user) return next(new Error('Invalid or expired token'));
          if (adminOnly && user.role !== 'admin') return next(new Error('Admin access required'));
          socket.data.userId = user.id;
          void socket.join(userRoom(user.id));
          next();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'socket auth failed');
          next(new Error('Authentication failed'));
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
  // Other API processes keep their own price cache; tell them to drop it.
  events.on('pricesChanged', () => io.serverSideEmit(PRICES_CHANGED));
  io.on(PRICES_CHANGED, options.onRemotePricesChanged);

  return io;
}

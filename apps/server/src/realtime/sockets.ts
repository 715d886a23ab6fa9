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
  /**
   * How often open sockets are checked against their accounts (deleted, demoted, token
   * revoked by another tool); changes made through the API end them at once regardless.
   */
  recheckMs?: number;
}

/** docs/decisions/0029: changes made outside the API (SQL, the create-admin tool) are seen within this. */
export const SOCKET_RECHECK_MS = 15_000;
/** Ids per query when re-checking, well inside both databases' parameter limits. */
const RECHECK_CHUNK = 500;

const userRoom = (id: string) => `user:${id}`;

/** What a socket carries once its handshake is accepted. */
interface SocketData {
  userId: string;
  /** The account's token version at the handshake: a reset (or any revocation) moves it on. */
  tokenVersion: number;
}
type NoEvents = Record<string, never>;

/** A refused handshake: the client reads `err.data.code` (the HTTP error codes), never the words. */
function refused(code: ErrorCode, message: string): Error & { data: { code: ErrorCode } } {
  return Object.assign(new Error(message), { data: { code } });
}
const PRICES_CHANGED = 'prices:changed';
const ORDERS_CHANGED = 'orders:changed';

/**
 * socket.io on the API origin. /admin carries every order and ticket change to staff;
 * /customer carries a customer's own order and ticket changes to that customer only.
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

  // Nothing is served on the default namespace: a client there is refused, not held open.
  io.use((_socket, next) => next(refused('route_not_found', 'Connect to /admin or /customer')));

  const namespaces = [
    [admin, true],
    [customer, false],
  ] as const;
  for (const [namespace, adminOnly] of namespaces) {
    namespace.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token === '') return next(refused('auth_required', 'Authentication required'));
      auth.checkSession(token).then(
        (checked) => {
          if ('refused' in checked) {
            return next(
              checked.refused === 'account_inactive'
                ? refused('account_inactive', 'This account has been switched off')
                : refused('session_expired', 'Invalid or expired token'),
            );
          }
          const { user, expiresAt } = checked.session;
          if (adminOnly && user.role !== 'admin') return next(refused('admin_only', 'Admin access required'));
          socket.data.userId = user.id;
          socket.data.tokenVersion = user.tokenVersion;
          // The token's end is the connection's end; the client reconnects and is refused.
          const ending = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now()));
          ending.unref();
          socket.once('disconnect', () => clearTimeout(ending));
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

  // Accounts can change outside this process's sight (another tool, SQL): every open socket
  // here is checked against its account now and then, and closed when the account is gone or
  // switched off, its tokens were revoked, or (on /admin) it is no longer an admin.
  const recheck = async () => {
    for (const [namespace, adminOnly] of namespaces) {
      const byUser = new Map<string, { data: SocketData; disconnect(close: boolean): unknown }[]>();
      for (const socket of namespace.sockets.values()) byUser.set(socket.data.userId, [...(byUser.get(socket.data.userId) ?? []), socket]);
      const ids = [...byUser.keys()];
      for (let start = 0; start < ids.length; start += RECHECK_CHUNK) {
        const chunk = ids.slice(start, start + RECHECK_CHUNK);
        const access = await auth.currentAccess(chunk);
        for (const id of chunk) {
          const account = access.get(id);
          for (const socket of byUser.get(id) ?? []) {
            const ended = !account || account.active === 0 || account.tokenVersion !== socket.data.tokenVersion;
            if (ended || (adminOnly && account.role !== 'admin')) {
              socket.disconnect(true);
            }
          }
        }
      }
    }
  };
  const rechecking = setInterval(() => {
    recheck().catch((error: unknown) => log.warn({ err: error }, 'socket re-check failed'));
  }, options.recheckMs ?? SOCKET_RECHECK_MS);
  rechecking.unref();
  options.server.once('close', () => clearInterval(rechecking));

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
  events.on('ticketCreated', (ticket, userId) => {
    admin.emit('admin:newTicket', ticket);
    if (userId) customer.to(userRoom(userId)).emit('ticket:new', ticket);
  });
  events.on('ticketUpdated', (ticket, userId) => {
    admin.emit('admin:ticketUpdated', ticket);
    if (userId) customer.to(userRoom(userId)).emit('ticket:updated', ticket);
  });
  events.on('messagesChanged', (payload) => admin.emit('admin:messagesChanged', payload));
  events.on('ticketDeleted', (payload, userId) => {
    admin.emit('admin:ticketDeleted', payload);
    if (userId) customer.to(userRoom(userId)).emit('ticket:deleted', payload);
  });
  events.on('sessionsRevoked', ({ userId }) => {
    admin.in(userRoom(userId)).disconnectSockets(true);
    customer.in(userRoom(userId)).disconnectSockets(true);
  });
  // Other API processes keep their own price cache; tell them to drop it. Alone (no Redis)
  // there is nobody to tell, and socket.io's in-memory adapter only complains if asked.
  if (options.redis) events.on('pricesChanged', () => io.serverSideEmit(PRICES_CHANGED));
  io.on(PRICES_CHANGED, options.onRemotePricesChanged);
  // Likewise for orders: the Today board another process keeps is dropped at once, not after its age.
  if (options.redis) {
    const tell = () => io.serverSideEmit(ORDERS_CHANGED);
    events.on('orderCreated', tell);
    events.on('orderUpdated', tell);
    events.on('orderDeleted', tell);
  }
  io.on(ORDERS_CHANGED, () => {
    events.emit('ordersChangedElsewhere');
  });

  return io;
}

import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { clientErrorHandler, DomainError, frameworkErrors, registerErrorHandling } from './http/errors';
import { rejectForbiddenCharacters } from './http/input-guard';
import { addErrorAnswers, checkAnswers, serializerCompiler, validatorCompiler, type RegisteredRoute } from './http/schemas';
import { registerSecurityHeaders } from './http/security-headers';
import { createAuthGuards } from './features/auth/auth.hooks';
import { authRoutes } from './features/auth/auth.routes';
import { PasswordChangeService } from './features/auth/password-change.service';
import { AuthService } from './features/auth/auth.service';
import { PasswordResetRepository } from './features/auth/password-reset.repository';
import { PasswordResetService } from './features/auth/password-reset.service';
import { createSmsSender } from './features/auth/create-sms-sender';
import { MemoryLoginGuardStore, RedisLoginGuardStore } from './features/auth/login-guard';
import type { SmsSender } from './features/auth/sms-sender';
import { TokenService } from './features/auth/tokens';
import { UsersRepository } from './features/auth/users.repository';
import { AddressesRepository } from './features/customers/addresses.repository';
import { addressRoutes } from './features/customers/addresses.routes';
import { AddressesService } from './features/customers/addresses.service';
import { CustomersRepository } from './features/customers/customers.repository';
import { customerRoutes } from './features/customers/customers.routes';
import { CustomersService } from './features/customers/customers.service';
import { healthRoutes } from './features/health/health.routes';
import { OrderJsonCache } from './features/orders/order-json-cache';
import { adminOrderRoutes, customerOrderRoutes, trackOrderRoutes } from './features/orders/orders.routes';
import { staffBookingRoutes } from './features/orders/staff-booking.routes';
import { StaffBookingService } from './features/orders/staff-booking.service';
import { OrdersRepository } from './features/orders/orders.repository';
import { OrdersService } from './features/orders/orders.service';
import { ReadyByRepository } from './features/orders/ready-by.repository';
import { ReadyByService } from './features/orders/ready-by.service';
import { priceRoutes } from './features/prices/prices.routes';
import { PricesRepository } from './features/prices/prices.repository';
import { PricesService } from './features/prices/prices.service';
import { PriceListService } from './features/prices/price-list.service';
import { ticketRoutes } from './features/tickets/tickets.routes';
import { TicketsRepository } from './features/tickets/tickets.repository';
import { TicketsService } from './features/tickets/tickets.service';
import { paymentRoutes } from './features/payments/payments.routes';
import { packRoutes } from './features/payments/packs.routes';
import { gatewayRoutes } from './features/gateway/gateway.routes';
import { RazorpayClient } from './features/gateway/razorpay-client';
import { RazorpaySettlements } from './features/gateway/razorpay-settlements';
import { settlementRoutes } from './features/gateway/settlements.routes';
import { referralRoutes } from './features/referrals/referrals.routes';
import { shopRoutes } from './features/shop/shop.routes';
import { ShopSettingsRepository } from './features/shop/shop-settings.repository';
import { ShopSettingsService } from './features/shop/shop-settings.service';
import { statementRoutes } from './features/statements/statements.routes';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes';
import { takingsRoutes } from './features/takings/takings.routes';
import type { FeatureDeps } from './features/feature-deps';
import { riderRoutes } from './features/rider/rider.routes';
import { ServiceAreaRepository } from './features/shop/service-area.repository';
import { serviceAreaRoutes } from './features/shop/service-area.routes';
import { slotRoutes } from './features/slots/slots.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { MessagesRepository } from './features/messages/messages.repository';
import { MessagesService, type MessageChannels } from './features/messages/messages.service';
import { MessageWorker, type MessageWorkerOptions } from './features/messages/message-worker';
import { messagesRoutes } from './features/messages/messages.routes';
import { Msg91FlowSender } from './features/messages/msg91-flow-sender';
import { WhatsAppCloudSender } from './features/messages/whatsapp-cloud-sender';
import { messageConsumer } from './features/messages/message-consumer';
import { OutboxDispatcher, type OutboxDispatcherOptions } from './features/outbox/outbox-dispatcher';
import { OutboxRepository } from './features/outbox/outbox.repository';
import { referralConsumer, ReferralsService } from './features/referrals/referrals.service';
import { piecesRoutes } from './features/pieces/pieces.routes';
import { PushRepository } from './features/push/push.repository';
import { pushRoutes } from './features/push/push.routes';
import { PushService } from './features/push/push.service';
import { StaffAlerts } from './features/push/staff-alerts';
import { WebPushSender } from './features/push/web-push-sender';
import { careRoutes } from './features/care/care.routes';
import { BackupsRepository } from './features/backups/backups.repository';
import { backupRoutes } from './features/backups/backups.routes';
import { BackupsService } from './features/backups/backups.service';
import { auditRoutes } from './features/audit/audit.routes';
import { verifyPassword } from './features/auth/passwords';
import { customerDataRoutes } from './features/privacy/customer-data.routes';
import { DEMO_ADMIN } from './features/seed/seed';
import { GoLiveRepository } from './features/shop/go-live.repository';
import { goLiveRoutes } from './features/shop/go-live.routes';
import { GoLiveService } from './features/shop/go-live.service';
import { DomainEvents } from './realtime/domain-events';
import { createRealtime } from './realtime/sockets';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  sms?: SmsSender;
  /** Tests: parse every answer with its route's response schema; a mismatch is a 500. */
  checkAnswers?: boolean;
  /** Tests: re-check open sockets against their accounts this often (default SOCKET_RECHECK_MS). */
  socketRecheckMs?: number;
  /** Tests: the outbox worker's round interval and clock; false: no worker (a test drives tick()). */
  messageWorker?: MessageWorkerOptions | false;
  /** Tests: the clock the kept copies' ages are read from (default Date.now). */
  clock?: () => number;
  /** Tests: the outbox dispatcher's interval and clock; false: it does not run by itself (a test drives tick()). */
  outbox?: OutboxDispatcherOptions | false;
}

export interface App {
  app: FastifyInstance;
  io: Server;
  events: DomainEvents;
  /** Every route as registered, schemas included (the route table test reads them). */
  routes: readonly RegisteredRoute[];
  /** The outbox's sender (docs/decisions/0055). */
  messages: { worker: MessageWorker; service: MessagesService };
  /** Delivers the domain events changes write (docs/decisions/0067). */
  outbox: OutboxDispatcher;
  /** Web Push and the staff alerts (docs/decisions/0081). */
  push: { service: PushService; alerts: StaffAlerts };
  /** The shop's name as set in Settings, for the installed app's manifest (decision 0080). */
  shopName: () => Promise<string>;
  /** The scheduled backups (docs/decisions/0082). */
  backups: BackupsService;
}

const BODY_LIMIT = 64 * 1024;

/** Believe the `hops` nearest X-Forwarded-For entries (our proxies'), never those a client wrote before them. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The providers the settings name; with none, every message waits for the shop's tap (click to send). */
function messageChannels(config: Config): MessageChannels {
  const templates = config.msg91EventTemplates;
  return {
    whatsapp: config.whatsapp ? new WhatsAppCloudSender(config.whatsapp) : null,
    sms:
      config.sms.provider === 'msg91' && Object.keys(templates).length > 0
        ? new Msg91FlowSender({ authKey: config.sms.authKey, baseUrl: config.sms.baseUrl, senderId: config.sms.senderId, templates })
        : null,
  };
}

export async function buildApp({
  config,
  database,
  sms,
  checkAnswers: checking = false,
  socketRecheckMs,
  messageWorker,
  clock,
  outbox: outboxOptions,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: BODY_LIMIT,
    // Price names run to 100 characters; percent-encoded (or in Telugu) that is far more.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors,
    clientErrorHandler,
    // A hop count as proxy-addr reads one (Fastify's types take only the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  app.decorateRequest('user', null);
  // JSON only: a text/plain body is what a cross-site form can send without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  // Routes declare zod schemas: requests are parsed with them, answers written from them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    addErrorAnswers(route);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  if (checking) checkAnswers(app);
  app.addHook('preValidation', rejectForbiddenCharacters);

  const { db } = database;
  const events = new DomainEvents();
  let redis: { pub: Redis; sub: Redis } | undefined;
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    redis = { pub, sub: pub.duplicate() };
  }

  const users = new UsersRepository(db);
  const loginGuard = config.rateLimits ? (redis ? new RedisLoginGuardStore(redis.pub) : new MemoryLoginGuardStore()) : null;
  const auth = new AuthService(users, new TokenService(config.jwtSecret), loginGuard);
  const guards = createAuthGuards(auth);
  const shop = new ShopSettingsService(new ShopSettingsRepository(db), events);
  const resets = new PasswordResetService(
    db,
    new PasswordResetRepository(db, database.dialect),
    users,
    sms ?? createSmsSender(config.sms, app.log),
    events,
    config.jwtSecret,
    config.otpEcho,
    app.log,
    async () => (await shop.get()).phone,
  );
  const passwordChange = new PasswordChangeService(db, users, auth, events);
  const pricesRepository = new PricesRepository(db);
  const prices = new PricesService(pricesRepository, events, shop);
  const priceList = new PriceListService(pricesRepository, prices);
  const orders = new OrdersService(
    new OrdersRepository(db, { groupCommit: database.dialect === 'sqlite' }),
    users,
    events,
    shop,
    prices,
    new OrderJsonCache({ clock }),
    clock,
  );
  const readyBy = new ReadyByService(new ReadyByRepository(db), orders);
  const tickets = new TicketsService(new TicketsRepository(db), events);

  // The API answers JSON, never a page: only the headers that protect a JSON answer are sent
  // (docs/decisions/0017). The document-only ones stay on the web server's pages.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Idempotency-Key: the rider's actions, retried from the phone's outbox (docs/decisions/0048).
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });
  // A long answer (My Orders, the admin's lists) goes brotli or gzip to a client that accepts it:
  // 630 KB of orders is ~40 KB on a phone's slow link (decision 0064). Answers that compress
  // themselves (the price list) keep their own encoding; short ones are not worth it.
  // Only answers: request bodies are never unpacked (a small gzip body can hold a huge one, and
  // the WhatsApp webhook's signature is over the bytes as sent).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.pub, nameSpace: 'laundry-rl:' } : {}),
    errorResponseBuilder: (_request, context) => new DomainError('rate_limited', `Too many requests. Please try again in ${context.after}.`),
  });

  let stopping = false;
  // Readiness turns away the load balancer first; Fastify then answers 503 to anything new while in-flight requests finish.
  app.addHook('preClose', async () => {
    stopping = true;
  });
  await app.register(healthRoutes, { db, dialect: database.dialect, redis: redis?.pub, stopping: () => stopping });
  await app.register(authRoutes, { auth, resets, passwordChange, guards, rateLimits: config.rateLimits, users });
  await app.register(priceRoutes, { prices, list: priceList, guards });
  await app.register(customerOrderRoutes, { orders, guards, rateLimits: config.rateLimits });
  await app.register(trackOrderRoutes, { orders, guards, rateLimits: config.rateLimits });
  await app.register(adminOrderRoutes, { orders, readyBy, guards, rateLimits: config.rateLimits });
  await app.register(ticketRoutes, { tickets, guards, rateLimits: config.rateLimits });
  const addressesRepository = new AddressesRepository(db, database.dialect);
  const addresses = new AddressesService(addressesRepository);
  const customers = new CustomersService(users, resets, new CustomersRepository(db), addressesRepository);
  await app.register(customerRoutes, { customers, addresses, guards });
  await app.register(staffBookingRoutes, { bookings: new StaffBookingService(orders, customers, app.log), guards });
  await app.register(addressRoutes, { addresses, guards });
  await app.register(shopRoutes, { shop, guards });
  // Each feature below builds its repository and service from these (docs/decisions/0046).
  const deps: FeatureDeps = {
    db,
    dialect: database.dialect,
    events,
    guards,
    orders,
    users,
    resets,
    shop,
    serviceArea: new ServiceAreaRepository(db, database.dialect),
    rateLimits: config.rateLimits,
    log: app.log,
    clock: clock ?? Date.now,
  };
  await app.register(paymentRoutes, deps);
  await app.register(packRoutes, deps);
  // Online payments through the gateway, when one is set up (docs/decisions/0085).
  await app.register(gatewayRoutes, {
    ...deps,
    provider: config.razorpay ? new RazorpayClient(config.razorpay) : null,
    webOrigin: new URL(config.webOrigins[0] ?? 'http://localhost:3000').origin,
  });
  // Its settlements, matched with the bank statement's credits (docs/decisions/0088).
  await app.register(settlementRoutes, { ...deps, settlements: config.razorpay ? new RazorpaySettlements(config.razorpay) : null });
  await app.register(statementRoutes, deps);
  await app.register(takingsRoutes, deps);
  await app.register(referralRoutes, deps);
  await app.register(subscriptionRoutes, deps);
  // The day on the road (docs/decisions/0048)
  await app.register(serviceAreaRoutes, deps);
  await app.register(slotRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(riderRoutes, deps);
  // Inside the shop: tags, racks and the Today board (docs/decisions/0056)
  await app.register(piecesRoutes, deps);
  // Stains and claims (docs/decisions/0057).
  await app.register(careRoutes, deps);
  const webOrigin = new URL(config.webOrigins[0] ?? 'http://localhost:3000').origin;
  // Web Push: customers' order messages first, the admins' alerts (docs/decisions/0081).
  const pushRepo = new PushRepository(db);
  const push = new PushService(
    pushRepo,
    config.push ? new WebPushSender(config.push) : null,
    { publicKey: config.push?.publicKey ?? '', production: config.env === 'production', webOrigin },
    app.log,
  );
  const staffAlerts = new StaffAlerts(pushRepo, push, app.log);
  await app.register(pushRoutes, { push, guards });
  // Backups on a schedule, one process taking each (docs/decisions/0082).
  const backups = new BackupsService(new BackupsRepository(db), config.backup, config.databaseUrl, app.log, clock);
  await app.register(backupRoutes, { backups, guards });
  if (config.backup.every) app.addHook('onReady', async () => backups.start());
  app.addHook('onClose', async () => backups.stop());
  // Going live, the audit trail and the customer's own data (docs/decisions/0083, 0084).
  await app.register(auditRoutes, deps);
  const channels = messageChannels(config);
  const goLive = new GoLiveService(new GoLiveRepository(db), shop, {
    messagesConfigured: channels.whatsapp !== null || channels.sms !== null,
    demoPasswords: [DEMO_ADMIN.password],
    verifyPassword,
    clock: clock ?? Date.now,
  });
  await app.register(goLiveRoutes, { goLive, guards });
  await app.register(customerDataRoutes, deps);
  // The outbox, its worker and WhatsApp's webhook (docs/decisions/0055).
  const messagesRepo = new MessagesRepository(db, database.dialect);
  const messagesService = new MessagesService(messagesRepo, { ...channels, push }, { name: async () => (await shop.get()).name }, webOrigin);
  // The outbox (docs/decisions/0067): the messages its events call for, then the referral rewards.
  const poke = { worker: null as MessageWorker | null };
  const outbox = new OutboxDispatcher(
    new OutboxRepository(db, database.dialect),
    [
      messageConsumer(() => poke.worker?.poke(), {
        payOnline: config.razorpay !== null,
        sweep: (orderId, trx) => messagesService.sweepStale({ orderId }, trx),
        swept: (orderIds) => events.emit('messagesChanged', { orderIds }),
      }),
      referralConsumer(new ReferralsService(db, users, app.log)),
      staffAlerts.consumer(),
    ],
    app.log,
    outboxOptions || {},
  );
  // A round of the message worker first delivers the events committed before it: their messages go in that round.
  const worker = new MessageWorker(messagesRepo, messagesService, app.log, {
    ...(messageWorker || {}),
    events,
    ...(outboxOptions === false ? {} : { beforeRound: () => outbox.idle() }),
  });
  poke.worker = worker;
  if (outboxOptions !== false) app.addHook('onReady', async () => outbox.start());
  if (messageWorker !== false) app.addHook('onReady', async () => worker.start());
  if (messageWorker !== false) app.addHook('onReady', async () => staffAlerts.start());
  app.addHook('onClose', async () => {
    await outbox.stop();
    await worker.stop();
    await staffAlerts.stop();
  });
  await app.register(messagesRoutes, { messages: messagesService, repo: messagesRepo, worker, guards, events, whatsapp: config.whatsapp });

  const io = createRealtime({
    server: app.server,
    auth,
    events,
    origins: config.webOrigins,
    log: app.log,
    redis,
    onRemotePricesChanged: () => prices.invalidate(),
    recheckMs: socketRecheckMs,
  });

  // Open sockets would hold the server's close; their clients reconnect to another process and refetch.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
    if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
  });

  // The web server names the installed app after the shop (decision 0080).
  const shopName = async () => (await shop.get()).name;
  return {
    app,
    io,
    events,
    routes,
    messages: { worker, service: messagesService },
    outbox,
    push: { service: push, alerts: staffAlerts },
    shopName,
    backups,
  };
}

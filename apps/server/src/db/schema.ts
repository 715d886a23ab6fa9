import type { ColumnType, Generated } from 'kysely';
import type { TicketSource } from '@laundry/shared/contracts/tickets';
import type {
  AreaStatus,
  DeliveryType,
  DiscountKind,
  Language,
  LedgerMethod,
  OrderSource,
  OrderStatus,
  PaymentReportStatus,
  PaymentSource,
  PlanPeriod,
  PriceCategory,
  Role,
  Service,
  StatementLineStatus,
  SubscriptionStatus,
  TicketStatus,
} from '@laundry/shared/constants';
import type { PieceState } from '@laundry/shared/contracts/pieces';
import type { PriceChangeAction } from '@laundry/shared/contracts/prices';
import type { LineKind, LineUnit } from '@laundry/shared/rules/bill';
import type { ClaimKind, ClaimOutcome, ClaimStatus, RefundMethod, StainKind } from '@laundry/shared/contracts/care';
import type { MessageChannelName, MessageEvent, MessagePreference, MessageStatus, SkipReason } from '@laundry/shared/contracts/messages';

/** Timestamps are ISO-8601 UTC text on both databases, so they sort and compare as strings. */
export interface UsersTable {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  passwordHash: string;
  role: Role;
  /** en | te | hi: the account's language (docs/decisions/0045). */
  language: Generated<Language>;
  /** Bumped by a password reset: every token carrying an older version stops working. */
  tokenVersion: Generated<number>;
  /** A business customer's GSTIN, '' for none (docs/decisions/0046). */
  gstin: Generated<string>;
  /** The code friends sign up with; given at sign-up (or on first ask for older accounts). */
  referralCode: Generated<string | null>;
  /** The account whose code this one signed up with. */
  referredBy: Generated<string | null>;
  /** 1, or 0 for a staff account switched off (docs/decisions/0048). */
  active: Generated<number>;
  /** whatsapp | sms | none (opted out): how order messages reach this customer (docs/decisions/0055). */
  messageChannel: Generated<MessagePreference>;
  /** The shop's notes on a customer ("gate code", "prefers starch"); '' for none (docs/decisions/0070). */
  notes: Generated<string>;
  /** The last successful login; null until the first. */
  lastSignInAt: Generated<string | null>;
  /** 0 for an account the shop made for a phone, until a password reset by SMS code claims it. */
  claimed: Generated<number>;
  /** The terms accepted at sign-up, and when (docs/decisions/0083); null for accounts the shop made. */
  termsVersion: Generated<string | null>;
  termsAcceptedAt: Generated<string | null>;
  /** When the customer deleted the account: its personal data is gone, its orders stay. */
  erasedAt: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

/** A customer's saved address (docs/decisions/0070): at most five an account. */
export interface AddressesTable {
  id: string;
  userId: string;
  label: string;
  address: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrdersTable {
  id: string;
  orderNumber: string;
  userId: string | null;
  customerName: string;
  phone: string;
  service: Service;
  status: OrderStatus;
  delivery: DeliveryType;
  pickupDate: string;
  pickupTime: string;
  pickupAddress: string;
  lat: number | null;
  lng: number | null;
  notes: string;
  /** paise */
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  /** paise, signed: a tax invoice's total to the rupee minus its exact total; 0 otherwise. */
  roundOff: Generated<number>;
  /** The shop's reason for billing an Express order without its surcharge; '' when charged. */
  expressWaiver: Generated<string>;
  invoiceNumber: string | null;
  pricedAt: string | null;
  /** When the order last reached each status (docs/decisions/0037); null while it never has. */
  pendingAt: string | null;
  inProgressAt: string | null;
  deliveringAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  source: OrderSource;
  searchText: string;
  createdAt: string;
  /** The shop's (IST) calendar day of createdAt, for the 7-day chart. */
  createdDay: string;
  updatedAt: string;
  /** paise: the sum of the order's ledger (payments), kept with each entry (docs/decisions/0046). */
  paid: Generated<number>;
  /** paise: the GST parts of `tax` when the shop charges GST; 0 otherwise. */
  cgst: Generated<number>;
  sgst: Generated<number>;
  igst: Generated<number>;
  customerGstin: Generated<string>;
  /** GST state code of the place of supply; '' when no GST was charged. */
  placeOfSupply: Generated<string>;
  /** The subscription that booked this pickup, if one did. */
  subscriptionId: Generated<string | null>;
  /** docs/decisions/0048: '' when not known */
  pincode: Generated<string>;
  areaStatus: Generated<AreaStatus>;
  /** The pickup window (ISO); null = "time to agree", no place taken. */
  slotStart: Generated<string | null>;
  slotEnd: Generated<string | null>;
  readyBy: Generated<string | null>;
  /** A slipped promise (docs/decisions/0059): the booking's promise, once the shop has moved it. */
  readyByWas: Generated<string | null>;
  /** The shop's reason for the new time ('' = none); the customer reads it. */
  readyByNote: Generated<string>;
  /** When the shop last moved the promise; a change of it writes the ready-by-moved message. */
  readyByMovedAt: Generated<string | null>;
  riderId: Generated<string | null>;
  /** The window a delivery is planned for; null = the first window after readyBy. */
  deliverySlotStart: Generated<string | null>;
  /** The rider's count at the door; null until picked up. */
  pieces: Generated<number | null>;
  /** JSON [{item, service, qty}] */
  intakeItems: Generated<string>;
  intakeNotes: Generated<string>;
  intakeAt: Generated<string | null>;
  piecesConfirmedAt: Generated<string | null>;
  onTheWayAt: Generated<string | null>;
  notAvailableReason: Generated<string>;
  notAvailableAt: Generated<string | null>;
  /** The short number a piece's tag starts with; null until the order has pieces (docs/decisions/0056). */
  tagNumber: Generated<number | null>;
  /** Where the ready order waits ('' = not on a rack). */
  rack: Generated<string>;
  /** The claim whose rewash this free order is (docs/decisions/0057); null for any other order. */
  rewashOf: Generated<string | null>;
}

export interface OrderItemsTable {
  orderId: string;
  position: number;
  /** Free text: the shop may bill a row under any name. */
  service: string;
  item: string;
  qty: number;
  /** paise */
  rate: number;
  amount: number;
  /** The approved stain whose charge this line is (docs/decisions/0057); null for the shop's own lines. */
  stainId: Generated<string | null>;
  /** pcs, or kg: qty is then kilos to two decimals and rate is per kilo (docs/decisions/0066). */
  unit: Generated<LineUnit>;
  /** '' for the shop's own lines; express or minimum for the lines the bill's rules write. */
  kind: Generated<LineKind | ''>;
  /** The item's names in the price list when the line was priced ('' where it had none). */
  nameTe: Generated<string>;
  nameHi: Generated<string>;
}

/** Every change to the price list, appended in the change's transaction (docs/decisions/0066). */
export interface PriceChangesTable {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: PriceChangeAction;
  category: string;
  name: string;
  /** JSON of the row before and after; null where there was none. */
  before: string | null;
  after: string | null;
}

/** A service priced by the kilo. */
export interface KgRatesTable {
  service: Service;
  /** paise per kilo */
  rate: number;
  /** the minimum charged, in hundredths of a kilo; 0 = none */
  minKgCenti: number;
  updatedAt: string;
}

export interface InvoiceCountersTable {
  financialYear: string;
  lastSequence: number;
}

/** One receipt series per financial year (docs/decisions/0073). */
export interface ReceiptCountersTable {
  financialYear: string;
  lastSequence: number;
}

export interface TicketsTable {
  id: string;
  userName: string;
  mobile: string;
  orderId: string;
  issue: string;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  /** Shown to customers as "T-1042" (docs/decisions/0039). */
  number: number;
  source: TicketSource;
  /** The contact form's reply address; '' for chat tickets. */
  email: string;
  /** The signed-in account that raised it; null for a visitor's ticket. */
  userId: string | null;
}

export interface TicketCountersTable {
  name: string;
  lastNumber: number;
}

export interface TicketRepliesTable {
  id: string;
  ticketId: string;
  sender: string;
  message: string;
  createdAt: string;
}

export interface PriceItemsTable {
  category: PriceCategory;
  name: string;
  /** The item's Telugu and Hindi names; '' until given (docs/decisions/0045). */
  nameTe: Generated<string>;
  nameHi: Generated<string>;
  position: number;
  steamIron: string;
  washIron: string;
  dryClean: string;
  updatedAt: string;
}

export interface PasswordResetCodesTable {
  id: string;
  phone: string;
  codeHash: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
  createdAt: string;
  /** The admin who sent this code to a locked-out customer; null for the customer's own request. */
  issuedBy: string | null;
}

export interface PasswordResetFailuresTable {
  id: string;
  phone: string;
  createdAt: string;
}

/** The payment ledger: rows are only ever inserted (docs/decisions/0046). */
export interface PaymentsTable {
  id: string;
  /** The order's id; kept when the order is deleted, as its money stays in the ledger (docs/decisions/0077). */
  orderId: string;
  /** A way to pay, or `claim`: what the shop grants on a settled claim (docs/decisions/0057). */
  method: LedgerMethod;
  /** paise, signed: a correction is the negative of the entry it reverses */
  amount: number;
  reference: string;
  note: string;
  source: PaymentSource;
  correctsId: string | null;
  statementLineId: string | null;
  recordedBy: string | null;
  recordedByName: string;
  createdAt: string;
  /** IST calendar day of createdAt: the day-end's day. */
  createdDay: string;
  /** R/2026-27/0001 for money received (docs/decisions/0073); null for other entries and older ones. */
  receiptNumber: Generated<string | null>;
  /** paise still due on the order right after a receipt's entry; null without a receipt. */
  balanceAfter: Generated<number | null>;
  /** The gateway's payment id (pay_…) of an entry it confirmed: unique, so a payment enters once (docs/decisions/0085). */
  gatewayPaymentId: Generated<string | null>;
  /** The entry a refund (negative, source `refund`) gives money back of. */
  refundsId: Generated<string | null>;
  /** The order number of the deleted order this entry was taken for; null while the order exists. */
  deletedOrderNumber: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A payment link made at the gateway for an order's due (docs/decisions/0085). */
export interface GatewayLinksTable {
  /** The gateway's id (plink_…). */
  id: string;
  orderId: string;
  /** paise asked for */
  amount: number;
  /** created (open), paid, or cancelled/expired as the gateway says */
  status: string;
  url: string;
  /** the order or invoice number the link carries */
  reference: string;
  createdAt: string;
  updatedAt: string;
}

/** A prepaid pack the shop offers: pay `price`, get `credit` (docs/decisions/0087). */
export interface PackOffersTable {
  id: string;
  /** paise */
  price: number;
  /** paise, at least the price */
  credit: number;
  /** days the credit lasts after the day bought; null never lapses */
  validDays: number | null;
  active: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** A pack bought: a lot of credit for an account, or a walk-in's phone (docs/decisions/0087). */
export interface PackPurchasesTable {
  id: string;
  offerId: string;
  userId: string | null;
  phone: string;
  /** paise paid */
  price: number;
  /** paise of credit */
  credit: number;
  validDays: number | null;
  status: 'pending' | 'paid';
  /** cash, upi or card at the counter; the gateway's method online; null while pending */
  method: string | null;
  reference: string;
  gatewayLinkId: string | null;
  gatewayPaymentId: string | null;
  recordedBy: string | null;
  recordedByName: string;
  createdAt: string;
  paidAt: string | null;
  /** IST day paid: the takings' day */
  paidDay: string | null;
  /** IST day after which the remainder lapses; null never */
  expiresOn: string | null;
}

/** What a `credit` ledger entry took from a lot, paise, signed (a reversal gives it back). */
export interface CreditTakesTable {
  id: string;
  paymentId: string;
  lotId: string;
  amount: number;
  createdAt: string;
}

/** A settlement the gateway made to the shop's bank (docs/decisions/0088), in paise. */
export interface GatewaySettlementsTable {
  /** The gateway's id (setl_…). */
  id: string;
  /** what was credited: net of fees and tax */
  amount: number;
  fees: number;
  tax: number;
  utr: string;
  status: string;
  settledAt: string;
  /** YYYY-MM-DD, IST */
  settledDay: string;
  fetchedAt: string;
}

/** A payment (pay_…) or refund (rfnd_…) a settlement covers, as the gateway's recon lists it. */
export interface GatewaySettlementItemsTable {
  settlementId: string;
  entityId: string;
  type: string;
  amount: number;
  fee: number;
  tax: number;
}

export interface PaymentReportsTable {
  id: string;
  orderId: string;
  userId: string | null;
  /** paise */
  amount: number;
  reference: string;
  status: PaymentReportStatus;
  reason: string;
  decidedBy: string | null;
  decidedAt: string | null;
  paymentId: string | null;
  createdAt: string;
}

export interface StatementsTable {
  id: string;
  fileName: string;
  uploadedBy: string | null;
  createdAt: string;
}

export interface StatementLinesTable {
  id: string;
  statementId: string;
  /** sha256 of the line's date, narration, reference, credit and occurrence: unique. */
  lineKey: string;
  /** YYYY-MM-DD */
  valueDate: string;
  narration: string;
  reference: string;
  /** paise */
  credit: number;
  status: StatementLineStatus;
  orderId: string | null;
  paymentId: string | null;
  createdAt: string;
  /** The gateway settlement this credit is (status `settled`, docs/decisions/0088): unique. */
  settlementId: Generated<string | null>;
}

export interface CashCountsTable {
  /** YYYY-MM-DD (IST) */
  day: string;
  /** paise */
  counted: number;
  expected: number;
  countedBy: string | null;
  note: string;
  updatedAt: string;
}

/** Cash a rider handed over to the shop (docs/decisions/0074): only ever inserted. */
export interface RiderHandoversTable {
  id: string;
  riderId: string;
  /** YYYY-MM-DD (IST): the day the cash was collected */
  day: string;
  /** paise received */
  amount: number;
  /** paise still with the rider when it was received */
  expected: number;
  note: string;
  receivedBy: string | null;
  createdAt: string;
}

/** A scheduled backup: claimed by one process, then how it went (docs/decisions/0082). */
export interface BackupRunsTable {
  /** The scheduled moment, ISO */
  slot: string;
  status: 'running' | 'ok' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  fileName: Generated<string>;
  sizeBytes: Generated<number>;
  error: Generated<string>;
}

/** One row (id 1): the shop's payment and tax settings, its profile and its pickup rules. */
export interface ShopSettingsTable {
  id: number;
  upiId: string;
  upiName: string;
  /** '' when the shop does not charge GST */
  gstin: string;
  stateCode: string;
  bulkMinPieces: number;
  bulkPercent: number;
  /** Express's factor in hundredths: 150 = 1.5× (docs/decisions/0066). */
  expressFactorPct: Generated<number>;
  updatedAt: string;
  /** The business profile and pickup rules (docs/decisions/0048). */
  name: Generated<string>;
  phone: Generated<string>;
  whatsapp: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  mapLink: Generated<string>;
  hours: Generated<string>;
  /** JSON: seven entries, Sunday…Saturday, {start, end, minutes} or null (closed). */
  pickupWindows: Generated<string>;
  windowCapacity: Generated<number>;
  cutoffMinutes: Generated<number>;
  shopLat: Generated<number | null>;
  shopLng: Generated<number | null>;
  areaRadiusKm: Generated<number>;
  /** The footer's social links, '' when the shop has none (docs/decisions/0083). */
  instagramUrl: Generated<string>;
  facebookUrl: Generated<string>;
  youtubeUrl: Generated<string>;
  /** JSON {item: ISO time}: the go-live items the owner confirmed. */
  setupConfirmed: Generated<string>;
  /** 1 or 0: 0 = "not offered", the site does not advertise subscription plans or the bulk discount. */
  offersPlans: Generated<number>;
  offersBulk: Generated<number>;
}

/** Who changed money or an order, and how (docs/decisions/0084): rows are only inserted. */
export interface AuditLogTable {
  id: string;
  at: string;
  /** IST calendar day of `at` */
  day: string;
  /** null = the system (outbox consumers, schedules) */
  actorId: string | null;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string;
  orderId: string | null;
  /** JSON of the changed fields, before and after; never a customer's personal data */
  before: string;
  after: string;
}

export interface ClosedDatesTable {
  date: string;
  label: string;
}

export interface ServiceAreasTable {
  pincode: string;
  locality: string;
  /** 1 or 0 */
  express: number;
}

export interface SlotCountsTable {
  /** The window's start, ISO UTC. */
  slotStart: string;
  booked: number;
}

export interface OrderPhotosTable {
  id: string;
  orderId: string;
  position: number;
  mime: string;
  bytes: Buffer;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
}

/** The idempotency record of the rider's actions: a replayed key answers what it answered. */
export interface RiderActionsTable {
  key: string;
  riderId: string;
  orderId: string;
  kind: string;
  statusCode: number;
  /** JSON */
  answer: string;
  createdAt: string;
}

export interface OrderDiscountsTable {
  orderId: string;
  position: number;
  kind: DiscountKind;
  label: string;
  percent: number | null;
  /** paise */
  amount: number;
  rewardId: string | null;
}

export interface ReferralRewardsTable {
  id: string;
  referrerId: string;
  friendId: string;
  friendOrderId: string;
  percent: number;
  status: 'earned' | 'applied';
  appliedOrderId: string | null;
  createdAt: string;
  appliedAt: string | null;
}

export interface PlansTable {
  id: string;
  name: string;
  period: PlanPeriod;
  pickupsPerPeriod: number;
  discountPercent: number;
  /** 1 or 0 (both databases) */
  active: number;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionsTable {
  id: string;
  userId: string;
  planId: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  pickupTime: string;
  address: string;
  phone: string;
  service: Service;
  status: SubscriptionStatus;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionPickupsTable {
  subscriptionId: string;
  pickupDate: string;
  orderId: string | null;
  state: 'booked' | 'skipped';
  createdAt: string;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  until: string;
}

/** Customer messages waiting to be sent (docs/decisions/0055); rows are written by the outbox's message consumer (0067). */
export interface MessagesTable {
  id: string;
  event: MessageEvent;
  orderId: string | null;
  ticketId: string | null;
  paymentId: string | null;
  /** The stain a stain-flagged message is about, the claim a claim-resolved one is (docs/decisions/0057). */
  stainId: Generated<string | null>;
  claimId: Generated<string | null>;
  dedupeKey: string | null;
  status: Generated<MessageStatus>;
  channel: Generated<MessageChannelName | ''>;
  language: Generated<Language>;
  toPhone: Generated<string>;
  text: Generated<string>;
  providerId: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string;
  lockedUntil: string | null;
  error: Generated<string>;
  /** '' | moved-on | too-old | by-shop, and the shop's own words for by-shop (docs/decisions/0081). */
  skipReason: Generated<SkipReason | ''>;
  skipNote: Generated<string>;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
}

/** A browser that takes Web Push notifications for an account (docs/decisions/0081). */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
  updatedAt: string;
}

/** A staff alert already sent, by its key (`late:<order>:<ready-by>`, `event:<outbox id>`). */
export interface StaffAlertsTable {
  key: string;
  createdAt: string;
}

export interface MessageTextsTable {
  event: MessageEvent;
  language: Language;
  text: string;
  updatedAt: string;
}

/** One garment of an order (docs/decisions/0056). */
export interface PiecesTable {
  orderId: string;
  /** 1-based, in the order of the item lines */
  idx: number;
  tag: string;
  service: string;
  item: string;
  state: PieceState;
  updatedAt: string;
}

export interface TagCountersTable {
  name: string;
  lastNumber: number;
}

/** A stain or damage the shop flagged on a piece, for the customer to decide (docs/decisions/0057). */
export interface StainsTable {
  id: string;
  orderId: string;
  tag: string;
  /** The piece's service and item when flagged. */
  service: string;
  item: string;
  kind: StainKind;
  note: string;
  /** paise; 0 = no extra charge */
  charge: number;
  /** '' while there is no photo */
  photoMime: Generated<string>;
  photoBytes: Buffer | null;
  /** Stored states; `expired` is read from flaggedAt and the clock (rules/care.ts). */
  status: 'pending' | 'approved' | 'declined';
  flaggedBy: string | null;
  flaggedAt: string;
  decidedAt: string | null;
}

/** A customer's claim for a missing or damaged piece after delivery (docs/decisions/0057). */
export interface ClaimsTable {
  id: string;
  orderId: string;
  tag: string;
  service: string;
  item: string;
  kind: ClaimKind;
  note: string;
  status: ClaimStatus;
  outcome: ClaimOutcome | null;
  /** paise; credit and refund only */
  amount: number | null;
  /** a refund's; '' otherwise */
  method: RefundMethod | '';
  reason: string;
  rewashOrderId: string | null;
  createdBy: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

/** Domain events written with the change that caused them, until delivered (docs/decisions/0067). */
export interface OutboxTable {
  id: string;
  type: string;
  /** The event's JSON. */
  payload: string;
  createdAt: string;
  availableAt: string;
  attempts: Generated<number>;
  deliveredAt: string | null;
  error: Generated<string>;
}

export interface Database {
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  stains: StainsTable;
  claims: ClaimsTable;
  pieces: PiecesTable;
  tagCounters: TagCountersTable;
  messages: MessagesTable;
  messageTexts: MessageTextsTable;
  pushSubscriptions: PushSubscriptionsTable;
  staffAlerts: StaffAlertsTable;
  users: UsersTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  invoiceCounters: InvoiceCountersTable;
  receiptCounters: ReceiptCountersTable;
  tickets: TicketsTable;
  ticketReplies: TicketRepliesTable;
  ticketCounters: TicketCountersTable;
  priceItems: PriceItemsTable;
  passwordResetCodes: PasswordResetCodesTable;
  passwordResetFailures: PasswordResetFailuresTable;
  payments: PaymentsTable;
  gatewayLinks: GatewayLinksTable;
  packOffers: PackOffersTable;
  packPurchases: PackPurchasesTable;
  creditTakes: CreditTakesTable;
  gatewaySettlements: GatewaySettlementsTable;
  gatewaySettlementItems: GatewaySettlementItemsTable;
  paymentReports: PaymentReportsTable;
  statements: StatementsTable;
  statementLines: StatementLinesTable;
  cashCounts: CashCountsTable;
  riderHandovers: RiderHandoversTable;
  backupRuns: BackupRunsTable;
  shopSettings: ShopSettingsTable;
  orderDiscounts: OrderDiscountsTable;
  referralRewards: ReferralRewardsTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  subscriptionPickups: SubscriptionPickupsTable;
  jobLeases: JobLeasesTable;
  closedDates: ClosedDatesTable;
  serviceAreas: ServiceAreasTable;
  slotCounts: SlotCountsTable;
  orderPhotos: OrderPhotosTable;
  riderActions: RiderActionsTable;
  priceChanges: PriceChangesTable;
  kgRates: KgRatesTable;
}

// What other server features may import from payments/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { appendPayment, PaymentsRepository } from './payments.repository';
export { creditParts, storeCreditPaise } from './store-credit';
export { PacksRepository } from './packs.repository';
export { PacksService, toPurchase } from './packs.service';
export type { PackPaymentOutcome } from './packs.service';
export type { CreditHolder } from './store-credit';

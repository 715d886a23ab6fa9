// What other server features may import from payments/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { appendPayment, PaymentsRepository } from './payments.repository';
export { storeCreditPaise } from './store-credit';
export type { CreditHolder } from './store-credit';

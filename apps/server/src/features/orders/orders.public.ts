// What other server features may import from orders/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { STAIN_COLUMNS, claimsQuery } from './order-care.repository';
export type { ClaimRow, StainRow } from './order-care.repository';
export { toClaim, toStain } from './order-mapper';
export type { PieceRow } from './order-pieces.repository';
export type { PriceBook, PriceBookView } from './order-pricing';
export type { NewOrderRow } from './order-rows';
export { insertOrder, lockOrder, updateOrder, updateOrders } from './order-writer';
export type { OrderGuardBuilder } from './order-writer';
export { OrdersRepository } from './orders.repository';
export { OrdersService } from './orders.service';
export { PROMISE_NOT_MOVED } from './ready-by.repository';

// What other server features may import from customers/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export type { AddressRow } from './addresses.repository';
export type { CustomerRow } from './customers.repository';
export type { CustomersService } from './customers.service';

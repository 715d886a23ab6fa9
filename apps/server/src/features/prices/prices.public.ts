// What other server features may import from prices/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { PricesRepository } from './prices.repository';
export { PricesService } from './prices.service';

// What other server features may import from takings/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { HandoversRepository } from './handovers.repository';
export { HandoversService, toHandover, type RiderMoney } from './handovers.service';

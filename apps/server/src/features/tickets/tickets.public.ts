// What other server features may import from tickets/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { TicketsRepository } from './tickets.repository';
export { TicketsService } from './tickets.service';

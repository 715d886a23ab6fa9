// What other server features may import from gateway/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { SettlementsRepository } from './settlements.repository';
export { SettlementsService } from './settlements.service';

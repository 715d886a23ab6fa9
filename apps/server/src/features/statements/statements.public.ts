// What other server features may import from statements/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { settleOpenLines } from './settle-lines';

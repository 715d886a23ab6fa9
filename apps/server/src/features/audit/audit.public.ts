// What other server features may import from audit/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { recordAudit } from './audit.repository';
export type { AuditRecord } from './audit.repository';

// What other server features may import from push/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export type { PushService } from './push.service';

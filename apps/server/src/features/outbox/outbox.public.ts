// What other server features may import from outbox/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export type { OutboxConsumer } from './outbox-dispatcher';
export type { OutboxEvent } from './outbox-events';
export { recordEvents } from './outbox.repository';

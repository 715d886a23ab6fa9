/**
 * The real API entry, run as a child process by the scale-out test: one of several API
 * processes behind a load balancer, configured only through the environment.
 */
import { main } from '../main';

// The crash test's process: it commits changes and their events, and never delivers them.
await main({ web: false, ...(process.env.TEST_OUTBOX_PAUSED === '1' ? { outbox: false as const } : {}) });

/**
 * The real API entry, run as a child process by the scale-out test: one of several API
 * processes behind a load balancer, configured only through the environment.
 */
import { main } from '../main';

await main({ web: false });

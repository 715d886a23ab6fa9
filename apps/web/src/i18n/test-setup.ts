import { loadFormatter } from './translate';

// Unit tests format messages straight away, as the app does once its formatter has arrived.
await loadFormatter();

import { collect, type Messages } from '../collect';

/** Every Telugu catalogue of the app, in one chunk. */
export const catalogue = collect(import.meta.glob<Messages>('/src/**/locales/te.json', { eager: true, import: 'default' }));

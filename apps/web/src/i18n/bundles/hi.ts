import { collect, type Messages } from '../collect';

/** Every Hindi catalogue of the app, in one chunk. */
export const catalogue = collect(import.meta.glob<Messages>('/src/**/locales/hi.json', { eager: true, import: 'default' }));

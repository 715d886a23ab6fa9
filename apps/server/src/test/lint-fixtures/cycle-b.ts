// Lint fixture: the other half of the cycle with cycle-a.ts (see there).
import { a } from './cycle-a';

export const b = 'b';
export const callA = (): string => a();

// Lint fixture: cycle-a.ts and cycle-b.ts import each other on purpose, so that
// apps/server/src/lint-rules.unit.test.ts can prove import-x/no-cycle fires. eslint.config.js ignores this folder.
import { b } from './cycle-b';

export const a = (): string => `a${b.length}`;

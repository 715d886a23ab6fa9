import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * React's private keys on DOM nodes change without notice between versions: code and tests ask the
 * app itself (`data-hydrating`, lib/hydrating.ts; docs/decisions/0069). Written in two halves so
 * this file does not name them whole.
 */
const PRIVATE_KEYS = ['__react' + 'Props', '__react' + 'Fiber', '__react' + 'Container'];

function filesNaming(key: string): string[] {
  try {
    return execFileSync('git', ['grep', '-l', '-F', key, '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    // git grep answers 1 when nothing matches.
    return [];
  }
}

describe("React's internals", () => {
  it.each(PRIVATE_KEYS)('no source or test file reads %s', (key) => {
    expect(filesNaming(key)).toEqual([]);
  });
});

/**
 * Code says why it is as it is; which issue asked for it is history, kept by git and the
 * decision records. No source file under the code folders names an issue number: not in a
 * comment, a test's name or any other text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|md)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

describe('source files', () => {
  it('name no issue number', () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(path.join(REPO_ROOT, folder))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${path.relative(REPO_ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('are found by the check above, which knows an issue number when it sees one', () => {
    expect(sourceFiles(path.join(REPO_ROOT, 'apps/server/src')).map((f) => path.basename(f))).toContain('app.ts');
    // Built from parts, so that this file does not name one itself.
    const n = 14;
    for (const named of [`// Issue ${n} (docs)`, `/* see issue #${n} */`, `describe('x (issues ${n})'`, `shots/issue${n}`])
      expect(ISSUE_NUMBER.test(named), named).toBe(true);
    for (const plain of ['an issue the admin resolves', 'tissue 3', 'issuedBy']) expect(ISSUE_NUMBER.test(plain), plain).toBe(false);
  });
});

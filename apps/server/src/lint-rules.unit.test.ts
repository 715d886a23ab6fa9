/**
 * Proves that eslint.config.js enforces the import rules: the direction of imports between the web app's
 * layers and features (import-x/no-restricted-paths) and no import cycles (import-x/no-cycle). Broken snippets are
 * linted as if they lived at real paths in the repository; the cycle is a pair of fixture files that the normal lint
 * run ignores. Also that a browser test cannot sleep (page.waitForTimeout).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webSrc = path.join(repoRoot, 'apps/web/src');
const RESTRICTED = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

let eslint: ESLint;
beforeAll(() => {
  // The probes are not files on disk, so no tsconfig holds them: lint them with the repository's config minus the rules
  // that need type information (the import rules resolve paths on disk and need none).
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** A real module (first .ts file found) under `dir`, so the snippets do not break when a particular file is renamed. */
function someModuleIn(dir: string): string {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((x, y) => Number(x.isDirectory()) - Number(y.isDirectory()));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) return full;
    if (entry.isDirectory()) {
      try {
        return someModuleIn(full);
      } catch {
        continue;
      }
    }
  }
  throw new Error(`no module under ${dir}`);
}

/** The import specifier that `fromFile` would write for `target`. */
function specifier(fromFile: string, target: string): string {
  const rel = path.relative(path.dirname(fromFile), target).replace(/\.ts$/, '').split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Lints `import * as m from <target>` as if it were the file at `filePath` (relative to the repo root). */
async function lintImport(filePath: string, target: string): Promise<{ rules: string[]; messages: string[] }> {
  const full = path.join(repoRoot, filePath);
  const code = `import * as m from '${specifier(full, target)}';\n\nexport const probe = m;\n`;
  const [result] = await eslint.lintText(code, { filePath: full });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`ESLint could not parse the probe: ${fatal.map((m) => m.message).join('; ')}`);
  return { rules: messages.map((m) => m.ruleId ?? ''), messages: messages.map((m) => m.message) };
}

const feature = (name: string) => someModuleIn(path.join(webSrc, 'features', name));

/** Two features that exist today (any two will do: the rule covers every folder under features/). */
function twoFeatures(): [string, string] {
  const names = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        return Boolean(feature(name));
      } catch {
        return false;
      }
    });
  if (names.length < 2) throw new Error('the web app has fewer than two features to test with');
  return [names[0]!, names[1]!];
}

describe('import direction (import-x/no-restricted-paths)', { timeout: 120_000 }, () => {
  it('forbids lib/, components/ and config/ from importing a feature', async () => {
    const [one] = twoFeatures();
    for (const layer of ['lib', 'components', 'config']) {
      const { rules, messages } = await lintImport(`apps/web/src/${layer}/lint-probe.ts`, feature(one));
      expect(rules, layer).toContain(RESTRICTED);
      expect(messages.join('\n')).toMatch(/must not import a feature/);
    }
  });

  it("forbids a feature from importing another feature's files", async () => {
    const [one, other] = twoFeatures();
    const { rules, messages } = await lintImport(`apps/web/src/features/${one}/lint-probe.ts`, feature(other));
    expect(rules).toContain(RESTRICTED);
    expect(messages.join('\n')).toContain(`features/${one} must not import another feature`);
    const nested = await lintImport(`apps/web/src/features/${other}/components/lint-probe.ts`, feature(one));
    expect(nested.rules).toContain(RESTRICTED);
  });

  it('allows a feature its own files and the shared layers, and app/ any feature', async () => {
    const [one] = twoFeatures();
    const own = await lintImport(`apps/web/src/features/${one}/components/lint-probe.ts`, feature(one));
    expect(own.rules).not.toContain(RESTRICTED);
    const shared = await lintImport(`apps/web/src/features/${one}/lint-probe.ts`, someModuleIn(path.join(webSrc, 'lib')));
    expect(shared.rules).not.toContain(RESTRICTED);
    const composition = await lintImport('apps/web/src/app/lint-probe.ts', feature(one));
    expect(composition.rules).not.toContain(RESTRICTED);
  });

  it('keeps server infrastructure and packages/shared free of what depends on them', async () => {
    const serverFeature = someModuleIn(path.join(repoRoot, 'apps/server/src/features'));
    expect((await lintImport('apps/server/src/http/lint-probe.ts', serverFeature)).rules).toContain(RESTRICTED);
    expect((await lintImport('apps/server/src/db/lint-probe.ts', serverFeature)).rules).toContain(RESTRICTED);
    expect((await lintImport('packages/shared/src/lint-probe.ts', path.join(repoRoot, 'apps/server/src/config.ts'))).rules).toContain(RESTRICTED);
  });
});

describe('server features (SERVER_FEATURE_DEPS)', { timeout: 120_000 }, () => {
  const serverFeatures = path.join(repoRoot, 'apps/server/src/features');

  it("refuses a feature not in the table and another feature's private file", async () => {
    const publicOrders = path.join(serverFeatures, 'orders/orders.public.ts');
    const unlisted = await lintImport('apps/server/src/features/auth/lint-probe.ts', publicOrders);
    expect(unlisted.rules).toContain(RESTRICTED);
    expect(unlisted.messages.join('\n')).toContain('SERVER_FEATURE_DEPS');
    const privateFile = await lintImport('apps/server/src/features/payments/lint-probe.ts', path.join(serverFeatures, 'orders/order-writer.ts'));
    expect(privateFile.rules).toContain(RESTRICTED);
    const listed = await lintImport('apps/server/src/features/payments/lint-probe.ts', publicOrders);
    expect(listed.rules).not.toContain(RESTRICTED);
  });

  it('has no cycles: the features sort so each comes after all it imports', async () => {
    const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as { SERVER_FEATURE_DEPS: Record<string, string[]> };
    const deps = config.SERVER_FEATURE_DEPS;
    const sorted: string[] = [];
    let left = Object.keys(deps);
    while (left.length > 0) {
      const ready = left.filter((name) => (deps[name] ?? []).every((dep) => sorted.includes(dep)));
      expect(ready, `a cycle among ${left.join(', ')}`).not.toEqual([]);
      sorted.push(...ready);
      left = left.filter((name) => !ready.includes(name));
    }
    for (const name of Object.keys(deps)) for (const dep of deps[name] ?? []) expect(Object.keys(deps), `${name} -> ${dep}`).toContain(dep);
  });
});

describe('import cycles (import-x/no-cycle)', { timeout: 120_000 }, () => {
  it('reports two modules that import each other', async () => {
    const fixtures = path.join(repoRoot, 'apps/server/src/test/lint-fixtures');
    // The fixtures are ignored by the normal lint run; this instance lints them anyway.
    const results = await new ESLint({ cwd: repoRoot, ignore: false }).lintFiles([
      path.join(fixtures, 'cycle-a.ts'),
      path.join(fixtures, 'cycle-b.ts'),
    ]);
    expect(results).toHaveLength(2);
    for (const result of results)
      expect(
        result.messages.map((m) => m.ruleId),
        result.filePath,
      ).toContain(CYCLE);
  });

  it('leaves the fixtures out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'apps/server/src/test/lint-fixtures/cycle-a.ts'))).toBe(true);
  });
});

describe('browser tests wait for conditions (no-restricted-properties)', { timeout: 120_000 }, () => {
  const sleeping = "import { test } from '@playwright/test';\n\ntest('probe', async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n";

  it('reports page.waitForTimeout in e2e', async () => {
    const [result] = await eslint.lintText(sleeping, { filePath: path.join(repoRoot, 'e2e/probe.spec.ts') });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-properties');
  });

  it('leaves a method of that name alone outside e2e', async () => {
    const [result] = await eslint.lintText(sleeping, { filePath: path.join(repoRoot, 'scripts/probe.ts') });
    expect(result?.messages.map((m) => m.ruleId)).not.toContain('no-restricted-properties');
  });
});

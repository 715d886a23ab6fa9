/**
 * The API alone, from the checkout at BENCH_SERVER_ROOT (another worktree: the "before" of a
 * before/after run), configured from the environment as npm start configures it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(import.meta.dirname, '..'));
const entry: unknown = await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
if (!entry || typeof entry !== 'object' || !('main' in entry) || typeof entry.main !== 'function') {
  throw new Error(`${root} has no apps/server/src/main.ts exporting main()`);
}
const { main } = entry as { main: (options: { web: boolean }) => Promise<unknown> };
await main({ web: false });

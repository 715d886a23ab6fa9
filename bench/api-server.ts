/**
 * The API alone, from the checkout at BENCH_SERVER_ROOT (another worktree: the "before" of a
 * before/after run), configured from the environment as npm start configures it.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(process.env.BENCH_SERVER_ROOT ?? path.join(import.meta.dirname, '..'));
const entry: unknown = await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
if (!entry || typeof entry !== 'object' || !('main' in entry) || typeof entry.main !== 'function') {
  throw new Error(`${root} has no apps/server/src/main.ts exporting main()`);
}
const { main } = entry as { main: (options: { web: boolean }) => Promise<unknown> };
await main({ web: false });

// BENCH_CPU_PORT: this process's CPU time, read by the bench around each measured run. CPU time per
// request holds steady where requests per second follow the machine's neighbours.
if (process.env.BENCH_CPU_PORT) {
  const meter = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(process.cpuUsage()));
  });
  meter.listen(Number(process.env.BENCH_CPU_PORT), '127.0.0.1');
  meter.unref();
}

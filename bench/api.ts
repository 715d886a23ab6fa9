import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time (user and system) per answered request, when its CPU meter was given. */
  cpuUsPerRequest?: number;
}

export interface LoadSpec {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** Each request's path and query in turn (the n-th request gets path(n)); else url's. */
  path?: (n: number) => string;
  /** Each request's body in turn (the n-th request gets bodyFor(n)); else body. */
  bodyFor?: (n: number) => string;
  /** The server's CPU meter (bench/api-server.ts): its CPU time is read around the measured run. */
  cpuUrl?: string;
}

/** The server process's CPU time so far, in microseconds. */
async function cpuUs(url: string): Promise<number> {
  const usage = (await (await fetch(url)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

function nextRequest(spec: Pick<LoadSpec, 'path' | 'bodyFor'>): (request: autocannon.Request) => autocannon.Request {
  let n = 0;
  return (request) => {
    const i = n++;
    return { ...request, ...(spec.path ? { path: spec.path(i) } : {}), ...(spec.bodyFor ? { body: spec.bodyFor(i) } : {}) };
  };
}

/** One autocannon run against a server on this machine (loopback only), after a warm-up. */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const options = {
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: { ...(spec.body || spec.bodyFor ? { 'content-type': 'application/json' } : {}), ...spec.headers },
    body: spec.body,
    connections: spec.connections ?? 10,
    ...(spec.path || spec.bodyFor ? { requests: [{ setupRequest: nextRequest(spec) }] } : {}),
  };
  // The first second of a route runs cold (JIT, statement caches): measure it warm.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = spec.cpuUrl ? await cpuUs(spec.cpuUrl) : 0;
  const result = await autocannon({ ...options, duration: spec.seconds ?? 5 });
  const cpuAfter = spec.cpuUrl ? await cpuUs(spec.cpuUrl) : 0;
  return {
    name: spec.name,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(spec.cpuUrl ? { cpuUsPerRequest: Math.round((cpuAfter - cpuBefore) / Math.max(1, result.requests.total)) } : {}),
  };
}

import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { sleep } from './test/harness';
import { run, startApiProcess } from './test/child-process';

/**
 * The real entry, as `npm start` runs it (docs/decisions/0026): development listens on this
 * machine only unless HOST says otherwise, and says which mode is on; a TRUST_PROXY that would
 * believe the client's own X-Forwarded-For entry stops the start with a line saying why.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'laundry-start-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Nothing inherited from the shell that runs the tests: blank counts as unset.
const BASE = {
  NODE_ENV: 'development',
  JWT_SECRET: 'd'.repeat(40),
  HOST: '',
  TRUST_PROXY: '',
  REDIS_URL: '',
  SMS_PROVIDER: '',
  OTP_ECHO: '',
  RATE_LIMITS: '',
  LOG_LEVEL: 'info',
};

describe('a development start', () => {
  it('listens on 127.0.0.1 only and says development mode, with its known passwords', async () => {
    const api = await startApiProcess({ ...BASE, DATABASE_URL: `file:${path.join(dir, 'dev.sqlite')}` });
    try {
      // The banner comes just after the listening line.
      for (let i = 0; i < 100 && !api.output().includes('Development mode'); i++) await sleep(20);
      const output = api.output();
      expect(output).toMatch(/Development mode \(NODE_ENV=development\): demo accounts with known passwords, reset codes shown in API answers/);
      expect(output).toContain('listening on 127.0.0.1 (this machine only). Set HOST to open it to the network.');
      // Fastify names every address it listens on: 0.0.0.0 would add this machine's other interfaces.
      const listening = [...output.matchAll(/Server listening at (http:\/\/[^"\s]+)/g)].map((m) => m[1]);
      expect(listening.length).toBeGreaterThan(0);
      expect(listening.filter((url) => !url?.startsWith('http://127.0.0.1:'))).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it('writes no line per request, so the demo accounts printed at start stay on the screen', async () => {
    const api = await startApiProcess({ ...BASE, DATABASE_URL: `file:${path.join(dir, 'quiet.sqlite')}` });
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
      expect((await fetch(`${api.baseUrl}/no-such-route`)).status).toBe(404);
      await sleep(200);
      expect(api.output()).not.toMatch(/incoming request|request completed/);
    } finally {
      await api.stop();
    }
    // LOG_LEVEL=debug asks for them back.
    const verbose = await startApiProcess({ ...BASE, LOG_LEVEL: 'debug', DATABASE_URL: `file:${path.join(dir, 'verbose.sqlite')}` });
    try {
      await fetch(`${verbose.baseUrl}/health`);
      for (let i = 0; i < 50 && !verbose.output().includes('request completed'); i++) await sleep(20);
      expect(verbose.output()).toContain('request completed');
    } finally {
      await verbose.stop();
    }
  });

  it('refuses TRUST_PROXY=true in one line that says why and what to write', async () => {
    const result = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/test/api-process.ts'],
      { ...BASE, TRUST_PROXY: 'true', API_PORT: '0', DATABASE_URL: `file:${path.join(dir, 'never-made.sqlite')}` },
      45_000,
    );
    expect(result.code).not.toBe(0);
    const lines = `${result.stdout}${result.stderr}`.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /Configuration error: TRUST_PROXY cannot be \\"true\\": .*leftmost X-Forwarded-For entry, which the client writes itself/,
    );
    expect(lines[0]).toContain('TRUST_PROXY=1');
  });
});

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '@laundry/shared/contracts/backups';
import { call, createAdminSession, type Session, startTestServer, type TestServer } from '../../test/harness';
import { BackupsRepository } from './backups.repository';
import { BackupsService } from './backups.service';

const dir = mkdtempSync(path.join(tmpdir(), 'laundry-scheduled-'));
const settings = { dir: path.join(dir, 'backups'), every: { daily: '02:00' }, keep: 2 };
let server: TestServer;
let admin: Session;
const quiet = { info: () => {}, error: () => {} };

beforeAll(async () => {
  server = await startTestServer({ backup: settings });
  admin = await createAdminSession(server);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const status = async () => {
  const res = await call<BackupStatus>(server, 'GET', '/admin/backups', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('scheduled backups', () => {
  it('shows the schedule and no backup yet', async () => {
    const body = await status();
    expect(body).toMatchObject({ schedule: { kind: 'daily', time: '02:00' }, keep: 2, running: false, lastSuccess: null, lastFailure: null });
    expect(body.nextAt).toMatch(/T20:30:00\.000Z$/);
  });

  it('is taken by one process of several at each scheduled moment, keeps the newest, and shows the last one', async () => {
    // A second process on the same database.
    const other = new BackupsService(new BackupsRepository(server.database.db), settings, server.config.databaseUrl, quiet);
    const slots = ['2026-11-28T20:30:00Z', '2026-11-29T20:30:00Z', '2026-11-30T20:30:00Z'].map((s) => new Date(s));
    for (const slot of slots) {
      const outcomes = await Promise.all([server.backups.run(slot), other.run(slot)]);
      expect(outcomes.sort()).toEqual(['ok', 'taken']);
    }
    expect(readdirSync(settings.dir).sort()).toEqual([
      `laundry-20261129T203000Z.${server.database.dialect === 'postgres' ? 'pgdump' : 'sqlite'}`,
      `laundry-20261130T203000Z.${server.database.dialect === 'postgres' ? 'pgdump' : 'sqlite'}`,
    ]);
    const body = await status();
    expect(body.lastSuccess).toMatchObject({ fileName: expect.stringMatching(/^laundry-20261130T203000Z\./), sizeBytes: expect.any(Number) });
    expect(body.lastSuccess!.sizeBytes).toBeGreaterThan(1000);
    expect(body.lastFailure).toBeNull();
  }, 60_000);

  it('records a failure with its reason, and the last success stays shown', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the folder should be');
    const broken = new BackupsService(new BackupsRepository(server.database.db), { ...settings, dir: blocked }, server.config.databaseUrl, quiet);
    expect(await broken.run(new Date('2026-12-01T20:30:00Z'))).toBe('failed');
    const body = await status();
    expect(body.lastFailure).toMatchObject({ error: expect.stringMatching(/EEXIST|ENOTDIR/) });
    expect(body.lastSuccess?.fileName).toMatch(/^laundry-20261130T203000Z\./);
  });
});

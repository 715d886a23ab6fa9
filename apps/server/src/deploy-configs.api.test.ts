import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'laundry-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const deploy = (file: string) => path.join(REPO_ROOT, 'deploy', file);

/** The proxy and service files in deploy/ as their own tools read them (skipped where a tool is not installed). */
describe('deploy/ configuration files', () => {
  it.skipIf(!has('nginx') || !has('openssl'))('nginx.conf passes nginx -t', () => {
    // The real certificates come from Let's Encrypt on the server: a throwaway one stands in.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=shop.example',
        '-keyout',
        `${dir}/key.pem`,
        '-out',
        `${dir}/cert.pem`,
      ],
      { stdio: 'ignore' },
    );
    const site = readFileSync(deploy('nginx.conf'), 'utf8')
      .replaceAll('/etc/letsencrypt/live/shop.example/fullchain.pem', `${dir}/cert.pem`)
      .replaceAll('/etc/letsencrypt/live/shop.example/privkey.pem', `${dir}/key.pem`);
    writeFileSync(`${dir}/site.conf`, site);
    writeFileSync(
      `${dir}/nginx.conf`,
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
    );
    const result = spawnSync('nginx', ['-t', '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/syntax is ok/);
  });

  it.skipIf(!has('caddy'))('Caddyfile passes caddy validate', () => {
    const result = spawnSync('caddy', ['validate', '--config', deploy('Caddyfile'), '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
    expect(result.status, result.stderr).toBe(0);
  });

  it.skipIf(!has('systemd-analyze'))('the systemd unit has no errors systemd-analyze finds', () => {
    const unit = path.join(dir, 'laundry@1.service');
    // Verified as installed: its paths pointed at this checkout.
    writeFileSync(
      unit,
      readFileSync(deploy('laundry@.service'), 'utf8')
        .replaceAll('/srv/laundry', REPO_ROOT)
        .replace(/^(User|Group)=.*$/gm, '')
        .replace(/^EnvironmentFile=.*$/m, ''),
    );
    const result = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    const problems = result.stderr.split('\n').filter((line) => line.includes('laundry@1.service'));
    expect(problems, result.stderr).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { modeBanner } from './main';

describe('the start banner', () => {
  it('says development mode, its known passwords, and that only this machine can reach it', () => {
    const banner = modeBanner(loadConfig({}));
    expect(banner).toMatch(/^Development mode \(NODE_ENV=development\): demo accounts with known passwords/);
    expect(banner).toContain('listening on 127.0.0.1 (this machine only)');
    expect(modeBanner(loadConfig({ HOST: '0.0.0.0' }))).toContain('listening on 0.0.0.0 (the network)');
  });

  it('says production mode, where it listens and how reset codes leave', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_OTP_TEMPLATE_ID: 't',
    });
    expect(modeBanner(config)).toBe('Production mode: listening on 0.0.0.0 (the network); reset codes by SMS (MSG91)');
  });
});

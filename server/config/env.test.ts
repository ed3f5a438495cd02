import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('starts with nothing set: port 3000, PGlite under ./data, demo data on, beta gate off', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_SEED: true, BETA_MODE: 'off', publicUrl: 'http://localhost:3000' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('switches demo data off with DEMO_SEED=false', () => {
    expect(loadConfig({ DEMO_SEED: 'false' }).DEMO_SEED).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ BETA_MODE: 'maybe' }, 'BETA_MODE'],
    [{ DEMO_SEED: 'yes please' }, 'DEMO_SEED'],
    [{ BETA_MODE: 'password' }, 'BETA_PASSWORD'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ TEST_CLOCK_START: '2026-11-23T20:35:00+01:00' }, 'TEST_CLOCK_START'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), TEST_CLOCK_START: '2026-11-23T20:35:00+01:00' }, 'TEST_CLOCK_START'],
    [{ NODE_ENV: 'test', TEST_CLOCK_START: 'Monday evening' }, 'TEST_CLOCK_START'],
    [{ METRICS_TOKEN: 'guessable' }, 'METRICS_TOKEN'],
    [{ SENTRY_DSN: 'not a dsn' }, 'SENTRY_DSN'],
  ])('stops on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('lets only tests start the clock at a chosen moment', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-11-23T20:35:00+01:00' }).TEST_CLOCK_START).toBe('2026-11-23T20:35:00+01:00');
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

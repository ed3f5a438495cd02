import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_AUTH_SECRET, loadConfig, siteOrigins } from './env';

describe('loadConfig', () => {
  it('starts with nothing set: port 3000, PGlite under ./data, demo data on, beta gate off', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_SEED: true,
      BETA_MODE: 'off',
      publicUrl: 'http://localhost:3000',
    });
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
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ TEST_CLOCK_START: '2026-11-23T20:35:00+01:00' }, 'TEST_CLOCK_START'],
    [{ NODE_ENV: 'production', TEST_CLOCK_START: '2026-11-23T20:35:00+01:00' }, 'TEST_CLOCK_START'],
    [{ NODE_ENV: 'test', TEST_CLOCK_START: 'Monday evening' }, 'TEST_CLOCK_START'],
    [{ METRICS_TOKEN: 'guessable' }, 'METRICS_TOKEN'],
    [{ SENTRY_DSN: 'not a dsn' }, 'SENTRY_DSN'],
  ])('stops on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('lets only tests start the clock at a chosen moment', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-11-23T20:35:00+01:00' }).TEST_CLOCK_START).toBe(
      '2026-11-23T20:35:00+01:00',
    );
  });

  describe('on a public address', () => {
    const ready = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tee-times.example.ch',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.ch',
      INVOICE_IBAN: 'CH93 0076 2011 6238 5295 7',
    };

    it('refuses to start without the settings of a real host, naming each of them in one message', () => {
      const message = messageOf({ PUBLIC_URL: 'http://tee-times.example.ch' });
      for (const name of [
        'NODE_ENV: must be production',
        'PUBLIC_URL: must start with https://',
        'AUTH_SECRET: required',
        'SMTP_URL: required',
      ])
        expect(message).toContain(name);
    });

    it.each([
      [{ DEMO_SEED: 'true' }, 'DEMO_SEED'],
      [{ AUTH_SECRET: DEVELOPMENT_AUTH_SECRET }, 'AUTH_SECRET: the development secret'],
      [{ DEBUG_PANEL: 'true' }, 'DEBUG_PANEL'],
      [{ RATE_LIMIT_SCALE: '20' }, 'RATE_LIMIT_SCALE'],
      [{ NODE_ENV: 'test' }, 'NODE_ENV'],
    ])('refuses what is meant for developers: %o', (unsafe, name) => {
      expect(messageOf({ ...ready, ...unsafe })).toContain(name);
    });

    it('refuses to invoice clubs to the example account', () => {
      const { INVOICE_IBAN: _ours, ...withoutAccount } = ready;
      expect(messageOf(withoutAccount)).toContain('INVOICE_IBAN: required');
    });

    it('starts with them, without demo data, with its own origin only', () => {
      const config = loadConfig(ready);
      expect(config).toMatchObject({ onLoopback: false, DEMO_SEED: false, authSecret: 'x'.repeat(32) });
      expect(siteOrigins(config)).toEqual(['https://tee-times.example.ch']);
    });
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://127.0.1.1:3000'])(
    'counts %s as this machine: demo data and the development secret',
    (url) => {
      const config = loadConfig({ PUBLIC_URL: url });
      expect(config).toMatchObject({ onLoopback: true, DEMO_SEED: true, authSecret: DEVELOPMENT_AUTH_SECRET });
    },
  );

  it('trusts the pages of every loopback name on the same port, so 127.0.0.1 works as well as localhost', () => {
    expect(siteOrigins(loadConfig({ PORT: '4100' }))).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
    ]);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

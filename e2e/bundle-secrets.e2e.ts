import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVELOPMENT_AUTH_SECRET } from '../server/config/env';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { BETA_PASSWORD, FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY } from './test-secrets';

/** Every text file of the built web app, as the server sends it to any visitor. */
function builtFiles(folder = 'dist'): { path: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return builtFiles(path);
    return /\.(js|html|css|json|webmanifest|svg|txt)$/.test(entry.name)
      ? [{ path, text: readFileSync(path, 'utf8') }]
      : [];
  });
}

test('the built web app holds no secret: beta password, auth secret, Stripe keys, demo password', () => {
  const files = builtFiles();
  expect(files.some((file) => file.path.endsWith('index.html'))).toBe(true);
  const secrets = [
    BETA_PASSWORD,
    DEVELOPMENT_AUTH_SECRET,
    STRIPE_SECRET_KEY,
    FAKE_STRIPE_WEBHOOK_SECRET,
    DEMO_PASSWORD,
  ];
  const patterns = [
    /sk_(live|test)_[0-9A-Za-z]{4,}/,
    /rk_(live|test)_[0-9A-Za-z]{4,}/,
    /whsec_[0-9A-Za-z]{4,}/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  ];
  const found = files.flatMap((file) => [
    ...secrets.filter((secret) => file.text.includes(secret)).map((secret) => `${file.path}: ${secret.slice(0, 4)}…`),
    ...patterns.filter((pattern) => pattern.test(file.text)).map((pattern) => `${file.path}: ${pattern}`),
  ]);
  expect(found).toEqual([]);
});

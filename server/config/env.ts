import { z } from 'zod';
import { compactCode, isQrIban, isValidIban } from '../../contract/finances';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The account of the invoices on this machine: an example, refused on a public address. */
const EXAMPLE_INVOICE_IBAN = 'CH5604835012345678009';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A streaming replica of DATABASE_URL's database that serves the searches; without it the primary does. */
  READ_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Swiss Tee Times <no-reply@swissteetimes.ch>'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API address (stripe-mock, a test double); Stripe's own by default. */
  STRIPE_API_URL: z.url().optional(),
  BETA_MODE: z.enum(['off', 'password', 'waitlist']).default('off'),
  BETA_PASSWORD: z.string().min(1).optional(),
  /** Demo accounts and data; by default on a loopback address only, and never allowed on another. */
  DEMO_SEED: booleanFlag.optional(),
  /** How long search, featured and club-day answers are reused (ms); 0 turns the cache off. */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long a day's tee sheet, which the lists above are computed from, is kept (ms) unless a write forgets
   * it first; 0 reads it for every answer.
   */
  TEE_SHEET_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  DEBUG_PANEL: booleanFlag.default(false),
  /** Behind one reverse proxy: the caller's address is the last one it wrote into X-Forwarded-For. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Multiplies every rate limit; for test runs whose browser signs in from one address many times. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Browser tests only (NODE_ENV=test): the server's clock starts at this instant, e.g. a Monday 20:35 in Zurich. */
  TEST_CLOCK_START: z.iso.datetime({ offset: true, message: 'must be an ISO date-time with offset' }).optional(),
  /** How long a stop (SIGTERM) may take before the process ends anyway, cutting requests and jobs still under way (ms). */
  STOP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Bearer token that /metrics asks for; without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sentry's address for this project: unhandled errors are reported there; nothing is sent without it. */
  SENTRY_DSN: z.url().optional(),
  /**
   * Our company as the creditor of the invoices pay-at-club clubs get (decision 0039); by default the company of
   * the About page. Postcode and town separately, as the QR-bill takes them.
   */
  INVOICE_CREDITOR_NAME: z.string().trim().min(1).max(70).default('Swiss Tee Times AG'),
  INVOICE_CREDITOR_STREET: z.string().trim().min(1).max(70).default('Bahnhofstrasse 10'),
  INVOICE_CREDITOR_POSTCODE: z
    .string()
    .regex(/^\d{4}$/, 'must be a Swiss postcode of four digits')
    .default('8001'),
  INVOICE_CREDITOR_CITY: z.string().trim().min(1).max(35).default('Zürich'),
  INVOICE_CREDITOR_EMAIL: z.email('must be an e-mail address').default('partners@swissteetimes.ch'),
  /** The account the clubs pay to: an ordinary IBAN, as the invoices carry a SCOR reference (a QR-IBAN needs a QR reference). */
  INVOICE_IBAN: z
    .string()
    .refine(isValidIban, 'must be a valid Swiss or Liechtenstein IBAN')
    .refine(
      (value) => !isQrIban(value),
      'is a QR-IBAN: give the ordinary IBAN of the account (the invoices carry a SCOR reference)',
    )
    .transform(compactCode)
    .default(EXAMPLE_INVOICE_IBAN),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'DEMO_SEED'> & {
  DEMO_SEED: boolean;
  publicUrl: string;
  authSecret: string;
  /** The public address is this machine (localhost, 127.0.0.1, ::1): the only place for anything meant for developers. */
  onLoopback: boolean;
};

/** Used when AUTH_SECRET is not set on a loopback address; never in the web app (e2e/bundle-secrets.e2e.ts). */
export const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-change-me-in-production-0123456789';

/** True when the address names this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * The origins whose pages are this site: the public address, and on a loopback address the same port on each
 * loopback name, so that http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export function siteOrigins(config: Pick<AppConfig, 'publicUrl' | 'onLoopback'>): string[] {
  const url = new URL(config.publicUrl);
  if (!config.onLoopback) return [url.origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => {
    url.hostname = host;
    return url.origin;
  });
}

/** Reads the configuration once at start; a bad value stops start-up with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const onLoopback = isLoopbackUrl(publicUrl);
  const problems = [...(onLoopback ? [] : unsafeOnPublicAddress(env)), ...inconsistencies(env)];
  if (problems.length > 0) throw configError(problems);
  return {
    ...env,
    DEMO_SEED: env.DEMO_SEED ?? onLoopback,
    publicUrl,
    authSecret: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    onLoopback,
  };
}

type Env = z.infer<typeof envSchema>;

/**
 * On any address but this machine's, the server runs for real: every setting a real host needs is named
 * at once, and everything meant for developers (demo accounts, the mail outbox, the development secret,
 * the debug panel, test scales) is refused rather than left on by a forgotten variable.
 */
function unsafeOnPublicAddress(env: Env): string[] {
  return [
    env.NODE_ENV !== 'production' && 'NODE_ENV: must be production on a public address',
    !env.PUBLIC_URL?.startsWith('https://') &&
      'PUBLIC_URL: must start with https:// on a public address (session cookies are sent over HTTPS only)',
    !env.AUTH_SECRET &&
      'AUTH_SECRET: required on a public address (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    env.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET &&
      'AUTH_SECRET: the development secret is published in the source code',
    !env.SMTP_URL && "SMTP_URL: required on a public address (without it mails go to the developers' outbox)",
    env.DEMO_SEED === true &&
      'DEMO_SEED: demo accounts with published passwords exist only on a loopback address; set DEMO_SEED=false',
    env.DEBUG_PANEL && 'DEBUG_PANEL: the debug panel for every user exists only on a loopback address',
    env.RATE_LIMIT_SCALE !== 1 && 'RATE_LIMIT_SCALE: multiplies every rate limit, for test runs only; remove it',
    env.INVOICE_IBAN === EXAMPLE_INVOICE_IBAN &&
      "INVOICE_IBAN: required on a public address (the example account would send the clubs' payments nowhere)",
  ].filter((problem): problem is string => typeof problem === 'string');
}

/** Settings that contradict each other, wherever the server runs. */
function inconsistencies(env: Env): string[] {
  return [
    Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET) &&
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither',
    env.BETA_MODE === 'password' && !env.BETA_PASSWORD && 'BETA_PASSWORD: required when BETA_MODE=password',
    env.TEST_CLOCK_START && env.NODE_ENV !== 'test' && 'TEST_CLOCK_START: only for tests (NODE_ENV=test)',
    env.READ_DATABASE_URL &&
      !env.DATABASE_URL &&
      'READ_DATABASE_URL: a replica of a PostgreSQL database needs DATABASE_URL for the primary',
    env.WORKERS > 1 &&
      !env.DATABASE_URL &&
      'WORKERS: the embedded database (PGlite) serves one process; set DATABASE_URL to a PostgreSQL database to run several',
  ].filter((problem): problem is string => typeof problem === 'string');
}

function configError(lines: string[]) {
  return new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
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
  DEMO_SEED: booleanFlag.default(true),
  /** How long search, featured and club-day answers are reused (ms); 0 turns the cache off. */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  DEBUG_PANEL: booleanFlag.default(false),
  /** Behind one reverse proxy: the caller's address is the last one it wrote into X-Forwarded-For. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Multiplies every rate limit; for test runs whose browser signs in from one address many times. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Browser tests only (NODE_ENV=test): the server's clock starts at this instant, e.g. a Monday 20:35 in Zurich. */
  TEST_CLOCK_START: z.iso.datetime({ offset: true, message: 'must be an ISO date-time with offset' }).optional(),
  /** Bearer token that /metrics asks for; without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sentry's address for this project: unhandled errors are reported there; nothing is sent without it. */
  SENTRY_DSN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = z.infer<typeof envSchema> & { publicUrl: string; authSecret: string };

/** Used when AUTH_SECRET is not set outside production; never in the web app (e2e/bundle-secrets.e2e.ts). */
export const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-change-me-in-production-0123456789';

/** Reads the configuration once at start; a bad value stops start-up with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  }
  if (env.BETA_MODE === 'password' && !env.BETA_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  BETA_PASSWORD: required when BETA_MODE=password');
  }
  if (env.TEST_CLOCK_START && env.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK_START: only for tests (NODE_ENV=test)');
  }
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

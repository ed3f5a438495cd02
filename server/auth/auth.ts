import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import { accounts, profiles, sessions, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { languageSchema } from '../../contract/common';
import { serverSignIn } from './server-sign-in';

export function createAuth(options: { db: Db; config: AppConfig; mailer: Mailer; trustedOrigins: string[] }) {
  const { db, config, mailer } = options;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {};
  return betterAuth({
    appName: 'Swiss Tee Times',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { profiles, sessions, accounts, verifications },
    }),
    user: {
      modelName: 'profiles',
      fields: { image: 'profileImageUrl' },
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        preferredLanguage: { type: 'string', required: false, input: true },
      },
    },
    session: { modelName: 'sessions', cookieCache: { enabled: false } },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A reset link works for an hour, once; afterwards every other session of the account ends.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        const record = user as typeof user & { firstName?: string | null; preferredLanguage?: string | null };
        const language = languageSchema.catch('en').parse(record.preferredLanguage);
        await mailer.send(passwordResetMail({ to: user.email, firstName: record.firstName ?? null, url, language }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        const record = user as typeof user & { firstName?: string | null; preferredLanguage?: string | null };
        const language = languageSchema.catch('en').parse(record.preferredLanguage);
        await mailer.send(verificationMail({ to: user.email, firstName: record.firstName ?? null, url, language }));
      },
    },
    socialProviders: google,
    plugins: [serverSignIn()],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: config.NODE_ENV === 'production',
    },
    // Our limiter in front of the auth endpoints (auth/rate-limits.ts) answers 429 instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

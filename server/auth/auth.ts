import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { addOAuthServerContext, createAuthMiddleware, getOAuthState } from 'better-auth/api';
import { LEGAL_VERSION } from '../../contract/me';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import { accounts, profiles, sessions, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { accountExistsMail, emailChangeMail, passwordResetMail, verificationMail } from '../mail/templates';
import { serverSignIn } from './server-sign-in';
import { mailLanguage, sendConfirmationLink, type LinkRecipient } from './verification-links';

export function createAuth(options: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  trustedOrigins: string[];
  clock: () => Date;
}) {
  const { db, config, mailer, clock } = options;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            // A Google address without an account signs up only when asked to, with the terms accepted.
            disableImplicitSignUp: true,
          },
        }
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
        termsVersion: { type: 'string', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
      // The new address gets a link; the account keeps its address until that link is opened.
      changeEmail: { enabled: true },
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
        const record = user as LinkRecipient;
        await mailer.send(
          passwordResetMail({
            to: user.email,
            firstName: record.firstName ?? null,
            url,
            language: mailLanguage(record),
          }),
        );
      },
      // Better Auth answers a sign-up with a taken address as it answers a new one; the mail tells the owner.
      async onExistingUserSignUp({ user }) {
        const record = user as LinkRecipient;
        if (!user.emailVerified) return sendConfirmationLink({ config, mailer }, record);
        await mailer.send(
          accountExistsMail({
            to: user.email,
            firstName: record.firstName ?? null,
            loginUrl: `${config.publicUrl}/auth`,
            resetUrl: `${config.publicUrl}/auth/forgot-password`,
            language: mailLanguage(record),
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        const record = user as LinkRecipient;
        const mail = { to: user.email, firstName: record.firstName ?? null, url, language: mailLanguage(record) };
        // Better Auth sends a link for an account whose address is confirmed only to confirm a new address.
        await mailer.send(user.emailVerified ? emailChangeMail(mail) : verificationMail(mail));
      },
    },
    socialProviders: google,
    databaseHooks: {
      user: {
        create: {
          // Our contract let a sign-up through only with the terms accepted (acceptTerms): the account keeps which,
          // and when. Through Google, the acceptance travelled in the sign-in's state, where no browser can add it.
          async before(user, context) {
            const accepted =
              context?.path === '/sign-up/email' ||
              (context?.path?.startsWith('/callback/') &&
                (await getOAuthState())?.serverContext?.termsVersion === LEGAL_VERSION);
            if (!accepted) return { data: user };
            return { data: { ...user, termsVersion: LEGAL_VERSION, termsAcceptedAt: clock() } };
          },
        },
      },
    },
    // Names and language change through PATCH /api/me (checked by the contract); links are sent by the
    // sign-in, sign-up and e-mail change flows, each counted per address (verification-links.ts). Nothing of
    // ours asks for /verify-password or /delete-user (DELETE /api/me deletes an account), which would check
    // a password outside our limits.
    disabledPaths: ['/update-user', '/send-verification-email', '/verify-password', '/delete-user'],
    hooks: {
      // The contract let a Google sign-up through only with the terms accepted (auth-inputs.ts).
      before: createAuthMiddleware(async (context) => {
        const body = context.body as
          { requestSignUp?: boolean; additionalData?: { acceptTerms?: boolean } } | undefined;
        if (context.path === '/sign-in/social' && body?.requestSignUp && body.additionalData?.acceptTerms === true)
          await addOAuthServerContext({ termsVersion: LEGAL_VERSION });
      }),
    },
    plugins: [serverSignIn()],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    // Our limiter in front of the auth endpoints (auth/rate-limits.ts) answers 429 instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

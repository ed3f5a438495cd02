import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** Better Auth's client, for signing in, up and out; loaded on first use (see session.ts for who is signed in). */
export const authClient = createAuthClient({
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        preferredLanguage: { type: 'string', required: false },
        // Sent with a sign-up and checked by our contract before Better Auth (which keeps the version and time).
        acceptTerms: { type: 'boolean', required: false },
      },
    }),
  ],
});

/** The demo accounts' password: published in the README, so these accounts sign in on a loopback address only. */
export const DEMO_PASSWORD = 'golf-demo-2026';

/** The demo accounts chose no language, so each browser keeps its own. */
export const demoAccounts = {
  golfer: { email: 'golfer@example.ch', firstName: 'Anna', lastName: 'Keller' },
  clubAdmin: { email: 'clubadmin@example.ch', firstName: 'Marco', lastName: 'Brunner' },
  superAdmin: { email: 'superadmin@example.ch', firstName: 'Sophie', lastName: 'Favre' },
} as const;

const demoEmails: ReadonlySet<string> = new Set(Object.values(demoAccounts).map((account) => account.email));

export const isDemoAccount = (email: string) => demoEmails.has(email.trim().toLowerCase());

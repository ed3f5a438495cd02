import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'golf-demo-2026';
export const demo = {
  golfer: 'golfer@example.ch',
  clubAdmin: 'clubadmin@example.ch',
  superAdmin: 'superadmin@example.ch',
} as const;

/**
 * Any console error, uncaught exception or breach of our Content Security Policy in the page fails the test
 * (with the URL it came from), unless the test takes it out as expected.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // The browser refuses what the policy forbids; a script that only tries (and catches) logs nothing itself.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI}`),
        ),
      );
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 40[13]/.test(message.text()))
          errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Holds the answer to the requests matching `pattern` until `ready()` holds, or 3 s; resolves to a check of whether
 * it held by then. What only the held file could have asked for would not be asked for while it is held.
 */
export async function holdUntil(page: Page, pattern: RegExp, ready: () => boolean): Promise<() => boolean> {
  let readyWhileHeld = false;
  await page.route(pattern, async (route) => {
    for (let waited = 0; waited < 3000 && !ready(); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    readyWhileHeld = ready();
    await route.continue();
  });
  return () => readyWhileHeld;
}

/**
 * Pages whose shell carries none of the app's first answers (as when the server had none in time): the app asks for
 * each itself, and a test can hold or count those requests.
 */
export async function withoutShellAnswers(page: Page) {
  await page.route(
    (url) => !/^\/(api|assets|images|icons)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const shell = (await response.text()).replace(
        /<script type="application\/json" id="shell-answers">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body: shell });
    },
  );
}

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Fills the sign-up form and waits for the "check your inbox" screen. */
export async function signUpAs(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByLabel('I accept the Terms of Service and the privacy policy.').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

/** The mails to an address in the development outbox, newest first. */
export async function mailsTo(
  page: Page,
  email: string,
): Promise<{ to: string; subject: string; text: string; html: string | null }[]> {
  const mails = (await (await page.request.get('/api/dev/outbox')).json()) as {
    to: string;
    subject: string;
    text: string;
    html: string | null;
  }[];
  return mails.filter((mail) => mail.to === email);
}

/**
 * The link of the newest mail to an address, read from the development outbox once it holds `count` mails
 * to it: mails are jobs, written to the outbox a moment after the action that queued them.
 */
export async function mailLinkTo(page: Page, email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(page, email)).length, { message: `${count} mails to ${email}` })
    .toBeGreaterThanOrEqual(count);
  const [mail] = await mailsTo(page, email);
  return mail!.text.match(/https?:\/\/\S+/)![0];
}

/** Serious and critical accessibility violations found by axe-core on the current page. */
/** Serious and critical axe findings, with axe's "label in name" rule (off by default) switched on. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`,
    );
}

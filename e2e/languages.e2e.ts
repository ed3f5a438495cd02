import { zurichDate } from '../contract/zurich-time';
import { demo, expect, mailLinkTo, signInAs, signUpAs, test } from './fixtures';

test.describe('a German browser', () => {
  test.use({ locale: 'de-CH' });

  test('sees the product in German and can switch to French', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    const switcher = page.getByLabel('Sprache');
    await switcher.selectOption('fr');
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  });

  test("asks for the golfers' texts once, with the page, and the legal pages' texts with them, in each language chosen", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/translations') asked.push(url.search);
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    // The page's shell asked for the German texts before its script ran; the app read that answer, not a second.
    await expect(page.locator('link[rel="preload"][href^="/api/translations"]')).toHaveAttribute(
      'href',
      '/api/translations?lang=de&part=main',
    );
    expect(asked).toEqual(['?lang=de&part=main']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nutzungsbedingungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    expect(asked.filter((search) => search.includes('part=pages'))).toEqual(['?lang=de&part=pages']);
    await page.getByLabel('Sprache').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeVisible();
  });

  test("reads a club's weekday discount as German writes a percentage", async ({ page, request }) => {
    const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${zurichDate(new Date())}`)).json()) as {
      clubs: { id: string; weekday_discount: number }[];
    };
    await page.goto(`/courses/${clubs[0]!.id}`);
    await expect(page.getByText('Rabatt unter der Woche')).toBeVisible();
    await expect(page.getByText(`${clubs[0]!.weekday_discount}\u00a0%`, { exact: true })).toBeVisible();
  });
});

test('caches each language for an hour in local storage', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('translations_en') ?? 'null'));
  expect(cached.translations['nav.home']).toBe('Home');
  expect(Date.now() - cached.timestamp).toBeLessThan(60 * 60 * 1000);
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(localStorage.getItem('translations_de') && localStorage.getItem('translations_fr'))),
    )
    .toBe(true);
});

test('a user who chose German in the profile gets German on a new device after signing in', async ({
  page,
  browser,
}) => {
  const email = `deutsch-${Date.now()}@example.ch`;
  await signUpAs(page, { firstName: 'Urs', lastName: 'Meier', email, password: 'fairway-2026!' });
  await page.goto(await mailLinkTo(page, email));
  await page.goto('/profile');
  await page.getByLabel('Preferred language').selectOption('de');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Profil' })).toBeVisible();

  const otherDevice = await browser.newPage({ locale: 'en-GB' });
  await otherDevice.goto('/auth');
  await otherDevice.getByLabel('E-mail').fill(email);
  await otherDevice.getByLabel('Password').fill('fairway-2026!');
  await otherDevice.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(otherDevice.getByRole('link', { name: 'Startzeiten finden' }).first()).toBeVisible();
  await otherDevice.close();
});

test.describe('a signed-in golfer whose profile says English', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, demo.golfer);
    // As after a sign-up in English: the profile has a language, this browser has not chosen one yet.
    expect((await page.request.patch('/api/me', { data: { preferred_language: 'en' } })).ok()).toBe(true);
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
  test.afterEach(async ({ page }) => {
    // The demo golfer chose no language (demo data); other journeys rely on that.
    await page.request.patch('/api/me', { data: { preferred_language: null } });
  });

  test('switches to German once: the interface stays German, the profile says German and the next mail is German', async ({
    page,
  }) => {
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('link', { name: 'Startzeiten finden' }).first()).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('link', { name: 'Startzeiten finden' }).first()).toBeVisible();
    await expect(page.getByLabel('Sprache')).toHaveValue('de');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Startzeiten finden' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    const me = (await (await page.request.get('/api/me')).json()) as { preferred_language: string | null };
    expect(me.preferred_language).toBe('de');

    expect(
      (
        await page.request.post('/api/auth/request-password-reset', {
          data: { email: demo.golfer, redirectTo: '/auth/reset-password' },
        })
      ).ok(),
    ).toBe(true);
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; subject: string }[];
        return mails.find((mail) => mail.to === demo.golfer)?.subject;
      })
      .toBe('Neues Passwort wählen');
  });
});

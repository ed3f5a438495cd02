import { expect, test } from './fixtures';

const screens = [
  {
    locale: 'en-GB',
    loading: 'Loading application...',
    seconds: ['3 seconds', '4 seconds'],
    slow: 'Taking longer than expected to load...',
    hints: ['Check your internet connection', 'Refresh the page', 'Clear your browser cache'],
    refresh: 'Refresh Page',
  },
  {
    locale: 'de-CH',
    loading: 'Anwendung wird geladen...',
    seconds: ['3 Sekunden', '4 Sekunden'],
    slow: 'Das Laden dauert länger als erwartet...',
    hints: ['Prüfen Sie Ihre Internetverbindung', 'Laden Sie die Seite neu', 'Leeren Sie den Cache Ihres Browsers'],
    refresh: 'Seite neu laden',
  },
  {
    locale: 'fr-CH',
    loading: 'Chargement de l’application...',
    seconds: ['3 secondes', '4 secondes'],
    slow: 'Le chargement prend plus de temps que prévu...',
    hints: ['Vérifiez votre connexion Internet', 'Actualisez la page', 'Videz le cache de votre navigateur'],
    refresh: 'Actualiser la page',
  },
];

for (const screen of screens) {
  test.describe(`a ${screen.locale} browser whose texts are slow to come`, () => {
    // A service worker would answer for the page, past the held-back route.
    test.use({ locale: screen.locale, serviceWorkers: 'block' });

    test('sees the seconds go by, then the hints and a Refresh button, in its language', async ({ page }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/translations**', async (route) => {
        await released;
        await route.continue();
      });
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('status')).toHaveText(screen.loading);

      await page.clock.runFor(3_100);
      await expect(page.getByText(screen.seconds[0]!, { exact: true })).toBeVisible();
      await expect(page.getByText(screen.slow)).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(page.getByText(screen.seconds[1]!, { exact: true })).toBeVisible();

      await page.clock.runFor(6_000);
      await expect(page.getByText(screen.slow)).toBeVisible();
      for (const hint of screen.hints) await expect(page.getByText(hint)).toBeVisible();
      await expect(page.getByRole('button', { name: screen.refresh })).toBeVisible();
      await expect(page.getByText(/loadingScreen\.|startup\./)).toHaveCount(0);

      release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(screen.slow)).toHaveCount(0);
    });
  });
}

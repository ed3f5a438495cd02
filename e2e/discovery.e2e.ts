import { addDays, zurichDate } from '../contract/zurich-time';
import { expect, holdUntil, signInAs, test, withoutShellAnswers } from './fixtures';

const tomorrowInZurich = () => addDays(zurichDate(new Date()), 1);

test('search Zürich tomorrow morning, 18 holes: every result matches, and Book Now leads to the booking', async ({
  page,
}) => {
  await signInAs(page, 'golfer@example.ch');
  const tomorrow = tomorrowInZurich();
  const search = page.getByRole('form', { name: 'Search tee times' });
  await search.getByLabel('Date', { exact: true }).selectOption(tomorrow);
  await search.getByRole('button', { name: 'Cantons' }).click();
  await page.getByLabel('Filter cantons...').fill('zür');
  await page.getByRole('option', { name: 'Zürich' }).click();
  await page.keyboard.press('Escape');
  await search.getByLabel('Time of day').selectOption('morning');
  await search.getByLabel('Holes').selectOption('18');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(`/courses?date=${tomorrow}&regions=Z%C3%BCrich&time=morning&holes=18&players=1`);
  // The home stays on screen until the results page has loaded: wait for it, then for its results.
  await expect(page.getByRole('heading', { level: 1, name: 'Find tee times' })).toBeVisible();
  await expect(page.getByText(/\d+ clubs, \d+ tee times/)).toBeVisible();
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    await expect(card).toContainText('Zürich');
    const viewAll = card.getByRole('button', { name: /View all tee times/ });
    if (await viewAll.count()) await viewAll.click();
    const labels = await card
      .getByRole('list', { name: 'Tee times' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const [time, , holes] = label.split(', ');
      expect(time! < '11:00', label).toBe(true);
      expect(holes).toBe('18 holes');
    }
  }

  const first = cards.first();
  await expect(first.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  const firstTime = first.getByRole('list', { name: 'Tee times' }).getByRole('button').first();
  await firstTime.click();
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await firstTime.click();
  await expect(firstTime).toHaveAttribute('aria-pressed', 'false');
  await firstTime.click();
  await first.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?players=1$/);
});

test('favourite a club and find it on /favorites', async ({ page }) => {
  await signInAs(page, 'golfer@example.ch');
  // Tomorrow: late in the evening today has no tee times left to show.
  await page.goto(`/courses?date=${tomorrowInZurich()}`);
  const card = page.getByTestId('course-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  const heart = card.getByRole('button', { name: `Add ${name} to favourites` });
  await heart.click();
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/favorites');
  const favorite = page.getByTestId('favorite-club').filter({ hasText: name });
  await expect(favorite).toBeVisible();
  await favorite.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});

test('an anonymous visitor sees a course page with the log-in hint instead of tee times', async ({ page, request }) => {
  const tomorrow = tomorrowInZurich();
  const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrow}`)).json()) as {
    clubs: { id: string; name: string; teeTimes: unknown }[];
  };
  expect(clubs[0]!.teeTimes).toBeNull();
  await page.goto(`/courses/${clubs[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: clubs[0]!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to see detailed availability' })).toBeVisible();
  await page.getByRole('button', { name: `Add ${clubs[0]!.name} to favourites` }).click();
  await expect(page.getByText('Please log in to add favourites')).toBeVisible();
});

test("a golfer's course page asks for the club's picture with the page, and loads no schema library to show it", async ({
  page,
  request,
}) => {
  await signInAs(page, 'golfer@example.ch');
  const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrowInZurich()}`)).json()) as {
    clubs: { id: string; name: string; image_url: string }[];
  };
  const club = clubs.find((one) => one.image_url?.startsWith('/'))!;
  // What the course page asks for, in order.
  const asked: string[] = [];
  const scripts: string[] = [];
  page.on('request', (sent) => {
    asked.push(new URL(sent.url()).pathname);
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await page.goto(`/courses/${club.id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `The course of ${club.name}` })).toBeVisible();
  // The shell preloads the picture: it is asked for before the page's own script.
  const picture = asked.indexOf(club.image_url);
  const pageScript = asked.findIndex((path) => /^\/assets\/course-.*\.js$/.test(path));
  expect(picture).toBeGreaterThanOrEqual(0);
  expect(pageScript).toBeGreaterThan(picture);
  // zod (25 KB gzip) is for forms: a page that only shows a club does without it. The scripts are read from the
  // server (hashed files never change), not from responses the page may have moved on from.
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain('ZodError');
});

test("a course page's first answers come with the page: it asks for neither its club nor the club's times", async ({
  page,
  request,
}) => {
  const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrowInZurich()}`)).json()) as {
    clubs: { id: string; name: string }[];
  };
  const club = clubs[0]!;
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(`/courses/${club.id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith(`/api/clubs/${club.id}`))).toEqual([]);
});

test("without them in its page, a course page asks for its club and the club's times along with its code", async ({
  page,
  request,
}) => {
  await signInAs(page, 'golfer@example.ch');
  const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrowInZurich()}`)).json()) as {
    clubs: { id: string; name: string }[];
  };
  const club = clubs[0]!;
  const asked = new Set<string>();
  const all: string[] = [];
  page.on('request', (sent) => {
    asked.add(new URL(sent.url()).pathname);
    all.push(new URL(sent.url()).pathname);
  });
  // The page's code is held until both answers have been asked for, or 3 s.
  await withoutShellAnswers(page);
  const clubAnswers = [`/api/clubs/${club.id}`, `/api/clubs/${club.id}/tee-times`];
  const askedWhileTheCodeWasHeld = await holdUntil(page, /\/assets\/course-[^/]*\.js$/, () =>
    clubAnswers.every((path) => asked.has(path)),
  );
  await page.goto(`/courses/${club.id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  expect(askedWhileTheCodeWasHeld()).toBe(true);
  // The page took the answers its route asked for: it asked for neither again.
  for (const path of clubAnswers) expect(all.filter((one) => one === path)).toHaveLength(1);
});

test('without them in its page, the results page asks for its first clubs along with its code', async ({ page }) => {
  await signInAs(page, 'golfer@example.ch');
  await page.setViewportSize({ width: 390, height: 844 });
  let searchAsked = false;
  let searches = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== '/api/tee-times/search') return;
    searchAsked = true;
    searches += 1;
  });
  await withoutShellAnswers(page);
  // The page's code is held until the search has been asked for, or 3 s.
  const askedWhileTheCodeWasHeld = await holdUntil(page, /\/assets\/results-[^/]*\.js$/, () => searchAsked);
  await page.goto(`/courses?date=${tomorrowInZurich()}`);
  await expect(page.getByText(/\d+ clubs, \d+ tee times/)).toBeVisible();
  expect(askedWhileTheCodeWasHeld()).toBe(true);
  // The page took the answer its route asked for.
  expect(searches).toBe(1);
  // A first visit, though its clubs came with its code: the first cards, then more as the golfer scrolls.
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Show more clubs' })).toBeVisible();
});

test("the shells of a course page and of the results ask for the page's code, before the app's script has run", async ({
  page,
  request,
}) => {
  const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrowInZurich()}`)).json()) as {
    clubs: { id: string; name: string }[];
  };
  const code: string[] = [];
  page.on('request', (sent) => {
    const file = /\/assets\/(course|results)-[^/]*\.js$/.exec(sent.url());
    if (file) code.push(file[1]!);
  });
  // The app's script is held until the page's code has been asked for, or 3 s: only the shell can ask for it then.
  const askedBeforeTheScript = await holdUntil(page, /\/assets\/index-[^/]*\.js$/, () => code.length > 0);
  await page.goto(`/courses/${clubs[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: clubs[0]!.name })).toBeVisible();
  expect(askedBeforeTheScript()).toBe(true);
  // Asked for once: the app's import took the shell's answer. (A visitor: a golfer's menu takes the results' file.)
  expect(code).toEqual(['course']);

  // The results' code, and a course page's, which it imports (the browser keeps nothing while requests are held).
  await signInAs(page, 'golfer@example.ch');
  code.length = 0;
  await page.goto(`/courses?date=${tomorrowInZurich()}`);
  await expect(page.getByText(/\d+ clubs, \d+ tee times/)).toBeVisible();
  expect(askedBeforeTheScript()).toBe(true);
  expect(code.sort()).toEqual(['course', 'results']);
});

test('the results page takes its first clubs from the page, and shows the first few of them', async ({ page }) => {
  await signInAs(page, 'golfer@example.ch');
  await page.setViewportSize({ width: 390, height: 844 });
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (/^\/api\/tee-times\/(search|cantons)$/.test(new URL(sent.url()).pathname)) searches.push(sent.url());
  });
  await page.goto(`/courses?date=${tomorrowInZurich()}`);
  await expect(page.getByText(/\d+ clubs, \d+ tee times/)).toBeVisible();
  // The search's first page and the map's counts came with the page.
  expect(searches).toEqual([]);
  // A first visit, though its clubs came before its first render: the first cards, then more as the golfer scrolls.
  await expect(page.getByTestId('course-card')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Show more clubs' })).toBeVisible();
});

test('the home shows every featured course in a carousel with their tee times, three at a time on a wide screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'golfer@example.ch');
  const { clubs: featuredClubs } = (await (
    await request.get(`/api/clubs?featured=true&date=${tomorrowInZurich()}`)
  ).json()) as { clubs: unknown[] };
  const featured = page.getByRole('region', { name: 'Featured courses' });
  // The row builds its cards once the golfer comes to it. Tomorrow: late in the evening today has no tee times
  // left, and the row gives way to the way to tomorrow.
  await featured.scrollIntoViewIfNeeded();
  await featured.locator('#featured-date').selectOption(tomorrowInZurich());
  const cards = featured.getByTestId('course-card');
  await expect(cards.first()).toContainText(/Up to \d+% off/);
  await expect(cards).toHaveCount(featuredClubs.length);
  expect(featuredClubs.length).toBeGreaterThan(3);

  const names = cards.getByRole('heading', { level: 3 });
  await names.first().scrollIntoViewIfNeeded();
  const previous = featured.getByRole('button', { name: 'Previous' });
  const next = featured.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(names.nth(2)).toBeInViewport({ ratio: 1 });
  await expect(names.nth(3)).not.toBeInViewport();
  await next.click();
  await expect(previous).toBeEnabled();
  await expect(names.nth(3)).toBeInViewport({ ratio: 1 });
  await expect(names.first()).not.toBeInViewport();
  // One card a click; each scroll ends before the next click (a click during the smooth scroll could be lost).
  for (let card = 4; card < featuredClubs.length; card++) {
    await next.click();
    await expect(names.nth(card)).toBeInViewport({ ratio: 1 });
  }
  await expect(next).toBeDisabled();
  await expect(names.last()).toBeInViewport({ ratio: 1 });
});

test.describe('in German', () => {
  test.use({ locale: 'de-CH' });

  test('the canton list is sorted and filtered by the German names', async ({ page }) => {
    await page.goto('/auth');
    await page.locator('#auth-email').fill('golfer@example.ch');
    await page.locator('#auth-password').fill('golf-demo-2026');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const search = page.getByRole('form', { name: 'Startzeiten suchen' });
    await search.getByRole('button', { name: 'Kantone' }).click();
    const names = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(names).toHaveLength(26);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-CH')));
    await page.getByPlaceholder('Kantone filtern...').fill('genf');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Genf']);
  });
});

test.describe('in German, signed in', () => {
  test.use({ locale: 'de-CH' });

  test('a course page and the results take every answer their page carries, and ask for none of them', async ({
    page,
    request,
  }) => {
    await page.goto('/auth');
    await page.locator('#auth-email').fill('golfer@example.ch');
    await page.locator('#auth-password').fill('golf-demo-2026');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const { clubs } = (await (await request.get(`/api/clubs?featured=true&date=${tomorrowInZurich()}`)).json()) as {
      clubs: { id: string }[];
    };
    const frame = ['/api/config', '/api/me', '/api/me/favorites', '/api/me/notifications/unread-count'];
    const pages = [
      { address: `/courses/${clubs[0]!.id}`, answers: [`/api/clubs/${clubs[0]!.id}?lang=de`, '/tee-times?date='] },
      {
        address: `/courses?date=${tomorrowInZurich()}&players=2`,
        answers: ['/api/tee-times/search?', '/api/tee-times/cantons?'],
      },
    ];
    for (const { address, answers } of pages) {
      const asked: string[] = [];
      const listener = (sent: { url: () => string }) => asked.push(new URL(sent.url()).pathname);
      page.on('request', listener);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      const carried = Object.keys(
        JSON.parse((await page.locator('#shell-answers').textContent()) ?? '{}') as Record<string, unknown>,
      );
      for (const answer of [...frame, ...answers])
        expect(
          carried.some((path) => path.includes(answer)),
          answer,
        ).toBe(true);
      // None asked for: an app asking for another address of the same answer (another language, day or order of its
      // query) would ask.
      for (const path of carried) expect(asked, path).not.toContain(path.split('?')[0]);
    }
  });
});

test("the home's last-minute deals: today's and tomorrow's deepest discounts, each opening its booking at the price shown", async ({
  page,
}) => {
  await signInAs(page, 'golfer@example.ch');
  const section = page.getByRole('region', { name: 'Last-minute deals' });
  const deals = section.getByTestId('last-minute-deal');
  await expect(deals.first()).toBeVisible();
  // Each card as it reads: the club first, its discount, the day and time, the price before the list price.
  const texts = await deals.evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText));
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.length).toBeLessThanOrEqual(8);
  const read = texts.map((text) => ({
    club: text.split('\n')[0],
    percent: Number(/−(\d+)/.exec(text)![1]),
    when: /(?:Today|Tomorrow),\s*(\d\d:\d\d)/.exec(text),
    price: /(CHF [\d.]+)\s*instead of\s*CHF/.exec(text),
  }));
  // Deepest first, each club once, today or tomorrow only.
  const percents = read.map((deal) => deal.percent);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  expect(new Set(read.map((deal) => deal.club)).size).toBe(read.length);
  for (const deal of read) expect(deal.when && deal.price, texts.join(' | ')).toBeTruthy();

  const time = read[0]!.when![1]!;
  const price = read[0]!.price![1]!;
  await deals.first().click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?players=1$/);
  const main = page.getByRole('main');
  await expect(main.getByText(time).first()).toBeVisible();
  await expect(main.getByText(price).first()).toBeVisible();
});

import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '../../contract/zurich-time';
import { settableClock } from '../clock';
import { verifiedUser } from '../test/accounts';
import { insertClub } from '../test/builders';
import { createTestServer, type TestServer } from '../test/test-server';
import { Hono } from 'hono';
import { SHELL_ANSWERS_WAIT_MS, serveWebApp } from './web-app';

// A built web app stand-in: the real public/ folder (manifest, icons) plus a shell, a service worker and one hashed file.
let webRoot: string;
let server: TestServer;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'teetimes-web-'));
  await cp('public', webRoot, { recursive: true });
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><head><title>Swiss Tee Times</title></head><script type="module" src="/assets/index-abc123.js"></script>',
  );
  await writeFile(join(webRoot, 'service-worker.js'), 'self.addEventListener("install", () => undefined);');
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app");');
  // Vite's list of the build's files: the app's script, a course page's code, the results' code which imports it.
  await mkdir(join(webRoot, '.vite'));
  await writeFile(
    join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', name: 'index', isEntry: true, dynamicImports: ['_course-c1.js'] },
      '_course-c1.js': { file: 'assets/course-c1.js', name: 'course', imports: ['index.html'] },
      '_results-r1.js': { file: 'assets/results-r1.js', name: 'results', imports: ['index.html', '_course-c1.js'] },
      '_about-a1.js': { file: 'assets/about-a1.js', name: 'about', imports: ['index.html'] },
    }),
  );
  // The build writes a brotli copy beside each text file (scripts/precompress.ts).
  await writeFile(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app");'));
  // Half past midnight in Zurich: the app's today is the 9th, though it is still the 8th in UTC.
  server = await createTestServer({}, { webRoot, clock: settableClock(zurichInstant('2026-12-09', '00:30')) });
});
afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe('serving the web app', () => {
  it('lets browsers keep hashed assets for a year, and answers a missing one with 404 rather than the shell', async () => {
    const asset = await server.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await server.request('/assets/index-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('sends the brotli copy to browsers that take it, and the plain file to others', async () => {
    const compressed = await server.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(compressed.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe('console.log("app");');
    const plain = await server.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");');
  });

  it('sends JSON answers gzip-compressed to browsers that take it, and plain to others', async () => {
    const compressed = await server.request('/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await compressed.arrayBuffer());
    const document = JSON.parse(gunzipSync(bytes).toString());
    expect(document.openapi).toMatch(/^3\./);
    const plain = await server.request('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(bytes.length).toBeLessThan((await plain.text()).length / 3);
  });

  it.each(['/', '/index.html', '/courses/some-club'])('has %s checked with the server on every load', async (path) => {
    const page = await server.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // A page's shell carries its reader's answers: for the browser alone (the built index.html is no one's).
    expect(page.headers.get('cache-control')).toBe(path === '/index.html' ? 'no-cache' : 'private, no-cache');
  });

  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['rm-CH, fr-CH;q=0.8', 'fr'],
    ['ja', 'en'],
    [undefined, 'en'],
  ])(
    'has every page ask for the main texts of the language the app picks from %s (%s) with its shell',
    async (header, language) => {
      for (const path of ['/', '/courses']) {
        const page = await server.request(path, { headers: header ? { 'accept-language': header } : {} });
        expect(page.headers.get('vary')).toContain('Accept-Language');
        expect(await page.text()).toContain(
          `<link rel="preload" as="fetch" href="/api/translations?lang=${language}&amp;part=main" crossorigin>`,
        );
      }
    },
  );

  it("has every page ask for who is signed in with its shell, with the credentials of the app's own request", async () => {
    // The credentials must be the fetch's (web/lib/auth/session.ts: `include`), or the browser asks twice.
    const preload = '<link rel="preload" as="fetch" href="/api/auth/get-session" crossorigin="use-credentials">';
    for (const path of ['/', '/landing', '/courses', '/courses/some-club', '/my-bookings'])
      expect(await (await server.request(path)).text(), path).toContain(preload);
  });

  it('has the home and the landing ask for the hero picture with their shell, and no other page', async () => {
    const hero = '<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">';
    for (const path of ['/', '/landing']) expect(await (await server.request(path)).text(), path).toContain(hero);
    for (const path of ['/courses', '/my-bookings', '/landing/x'])
      expect(await (await server.request(path)).text(), path).not.toContain('hero.svg');
  });

  it("has a course page's shell ask for the club's picture at once, its largest paint", async () => {
    const club = await insertClub(server.db, { imageUrl: '/images/clubs/a "quoted" <name> $&.svg' });
    const page = await (await server.request(`/courses/${club.id}`)).text();
    expect(page).toContain(
      '<link rel="preload" as="image" href="/images/clubs/a &quot;quoted&quot; &lt;name&gt; $&amp;.svg" fetchpriority="high">',
    );
    // Another site's picture is not ours to preload (the CSP refuses it); other pages and unknown clubs have none.
    const elsewhere = await insertClub(server.db, { imageUrl: 'https://images.example.com/club.jpg' });
    for (const path of [
      `/courses/${elsewhere.id}`,
      '/courses',
      '/courses/not-a-club',
      `/courses/${crypto.randomUUID()}`,
    ])
      expect(await (await server.request(path)).text(), path).not.toContain('as="image"');
  });

  /** The first answers a shell carries, by their address. */
  const shellAnswers = (shell: string) =>
    JSON.parse(
      /<script type="application\/json" id="shell-answers">(.*?)<\/script>/.exec(shell)?.[1] ?? '{}',
    ) as Record<string, { status: number; body: string }>;

  it("has a course page's shell carry the answers the app asks for first, as the app will know its reader", async () => {
    const club = await insertClub(server.db, { name: 'Golf </script><script>alert(1)</script> Club' });
    const page = await server.request(`/courses/${club.id}`, { headers: { 'accept-language': 'fr-CH, de;q=0.8' } });
    // The shell differs by its reader (their language, signed in or not), and no shared cache keeps it.
    expect(page.headers.get('vary')).toBe('Accept-Language, Cookie');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const shell = await page.text();
    // No text of an answer ends the element that carries them: the app's script's and theirs are the only ends.
    expect(shell.match(/<\/script>/g)).toHaveLength(2);
    expect(shell).not.toContain('<script>alert(1)');
    const answers = shellAnswers(shell);
    // A visitor: no profile. Today by the server's clock, in Zurich.
    expect(Object.keys(answers)).toEqual([
      '/api/config',
      `/api/clubs/${club.id}?lang=fr`,
      `/api/clubs/${club.id}/tee-times?date=2026-12-09`,
    ]);
    // Each as the API answers the same request.
    for (const [path, answer] of Object.entries(answers)) {
      const asked = await server.request(path, { headers: { 'accept-language': 'fr-CH, de;q=0.8' } });
      expect(answer, path).toEqual({ status: asked.status, body: await asked.text() });
    }
    expect(JSON.parse(answers[`/api/clubs/${club.id}?lang=fr`]!.body)).toMatchObject({ name: club.name });
  });

  it("has a signed-in golfer's shell carry their profile, favourites and bell, and the results' their search", async () => {
    const cookie = await verifiedUser(server, 'shell-reader@example.ch');
    const answers = shellAnswers(
      await (await server.request('/courses?players=2&regions=Bern', { headers: { cookie } })).text(),
    );
    expect(Object.keys(answers)).toEqual([
      '/api/config',
      '/api/me',
      '/api/me/favorites',
      '/api/me/notifications/unread-count',
      '/api/tee-times/search?date=2026-12-09&regions=Bern&time=any_time&holes=9_or_18&players=2&sort=time',
      '/api/tee-times/cantons?date=2026-12-09&time=any_time&holes=9_or_18&players=2',
    ]);
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(JSON.parse(answers['/api/me']!.body)).toMatchObject({ email: 'shell-reader@example.ch' });
    // A session cookie that is no session's: a visitor's shell.
    const notASession = cookie.replace(/(session_token=)[^;]+/, '$1forged');
    expect(notASession).not.toBe(cookie);
    const forged = await (await server.request('/courses', { headers: { cookie: notASession } })).text();
    expect(Object.keys(shellAnswers(forged))).toEqual(['/api/config']);
  });

  it('has a shell carry an answer the API refuses as it was refused, for the app to show', async () => {
    const unknown = crypto.randomUUID();
    const answers = shellAnswers(await (await server.request(`/courses/${unknown}`)).text());
    expect(answers[`/api/clubs/${unknown}?lang=en`]?.status).toBe(404);
  });

  it('has a course page and the results ask for their own code with their shell, and other pages for none', async () => {
    const preload = (file: string) => `<link rel="modulepreload" href="/assets/${file}" crossorigin>`;
    const code = async (path: string) =>
      [...(await (await server.request(path)).text()).matchAll(/rel="modulepreload" href="\/assets\/([^"]+)"/g)].map(
        (match) => match[1],
      );
    expect(await (await server.request('/courses/some-club')).text()).toContain(preload('course-c1.js'));
    expect(await code('/courses/some-club')).toEqual(['course-c1.js']);
    // The results' code imports a course page's: both at once, the app's script (in the shell already) not again.
    for (const path of ['/courses', '/search', '/courses?date=2026-12-08'])
      expect(await code(path), path).toEqual(['results-r1.js', 'course-c1.js']);
    for (const path of ['/', '/landing', '/about', '/courses/some-club/more', '/my-bookings'])
      expect(await code(path), path).toEqual([]);
  });

  it("does not serve the build's list of its files", async () => {
    const response = await server.request('/.vite/manifest.json');
    expect(response.status).toBe(404);
  });

  it('serves the service worker as JavaScript that is checked on every load, so a deployment reaches installed apps', async () => {
    const worker = await server.request('/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('addEventListener("install"');
  });

  it('serves a web app manifest whose icons are PNGs of the sizes it declares, one of them maskable', async () => {
    const response = await server.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Swiss Tee Times', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await server.request(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(Buffer.from(await image.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });
});

describe("a page's shell and its first answers", () => {
  it('does not wait for an answer slower than its budget, nor carry a failure of the server: the app asks for them', async () => {
    const app = new Hono();
    app.get('/api/fast', (c) => c.json({ fast: true }));
    app.get('/api/failing', (c) => c.json({ error: { code: 'internal', message: 'down' } }, 503));
    app.get('/api/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, SHELL_ANSWERS_WAIT_MS + 1_000));
      return c.json({ slow: true });
    });
    serveWebApp(app, webRoot, {
      pictures: async () => [],
      answers: async () => ['/api/fast', '/api/slow', '/api/failing'],
    });
    const started = Date.now();
    const shell = await (await app.request('/some-page')).text();
    expect(Date.now() - started).toBeLessThan(SHELL_ANSWERS_WAIT_MS + 1_000);
    const carried = /<script type="application\/json" id="shell-answers">(.*?)<\/script>/.exec(shell)?.[1];
    expect(JSON.parse(carried!)).toEqual({ '/api/fast': { status: 200, body: '{"fast":true}' } });
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { SHELL_ANSWERS_ID } from '../../contract/first-answers';
import { HERO_PAGES, HERO_PICTURE, SESSION_PATH } from '../../contract/first-paint';
import { acceptedLanguageTags, browserLanguage } from '../../contract/languages';
import { textsPath } from '../../contract/text-parts';

/** Hashed build files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Checked with the server on every load: the shell names the current hashed files, and a changed service worker
 * or manifest is how a new deployment reaches an installed app.
 */
const REVALIDATE = 'no-cache';
const REVALIDATED_FILES = new Set(['/index.html', '/service-worker.js', '/manifest.webmanifest']);
/** A page's shell carries its reader's first answers: checked on every load, and kept by no shared cache. */
const SHELL_CACHE = `private, ${REVALIDATE}`;

const cacheControl =
  (value: (path: string) => string | null): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const header = c.res.status === 200 ? value(c.req.path) : null;
    if (header) c.header('cache-control', header);
  };

/** The pictures the page at a path shows largest (same-origin paths), to be fetched along with its shell. */
export type PagePictures = (path: string) => Promise<string[]>;

/** The API answers the app asks for first at the page a request is for (paths of the API with their query). */
export type PageAnswers = (c: Context) => Promise<string[]>;

/** What a page's shell has besides what every page's has: the page's pictures and its first answers. */
export interface PageExtras {
  pictures: PagePictures;
  answers: PageAnswers;
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A picture the page will show, asked for with its shell rather than once the scripts have run and the page's
 * data has come: the page's largest paint, sooner. Only our own files: the CSP allows no others.
 */
const picturePreload = (url: string) =>
  url.startsWith('/') && !url.startsWith('//')
    ? `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`
    : '';

/**
 * The main texts in the language the app will pick from the browser's languages, asked for with the shell rather
 * than once the scripts have run (the app reads this link and fetches the same address: web/lib/i18n).
 */
const textsPreload = (acceptLanguage: string | undefined) =>
  `<link rel="preload" as="fetch" href="${attribute(textsPath(browserLanguage(acceptedLanguageTags(acceptLanguage)), 'main'))}" crossorigin>`;

/** The reader's headers an answer depends on: who they are, their languages. */
const READER_HEADERS = ['cookie', 'accept-language'];

/** How long a page's shell waits for its first answers: one not answered by then is left for the app to ask. */
export const SHELL_ANSWERS_WAIT_MS = 250;

/**
 * The app's first answers, answered here by the API itself as the app's own requests would be, and carried by the
 * shell as JSON (`<` escaped, so that no text in them can end the element): the app's queries take them instead of
 * asking (decision 0068). A failure of the server (5xx) or an answer slower than SHELL_ANSWERS_WAIT_MS is left for
 * the app to ask again and show: the page never waits long for them.
 */
async function shellAnswers(app: Hono, c: Context, paths: string[]) {
  if (paths.length === 0) return '';
  const headers = new Headers({ accept: 'application/json' });
  for (const name of READER_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHELL_ANSWERS_WAIT_MS)));
  const answered = await Promise.all(
    paths.map(async (path) => {
      const answer = (async () => {
        const response = await app.request(path, { headers });
        return { status: response.status, body: await response.text() };
      })();
      return [path, await Promise.race([answer, late])] as const;
    }),
  );
  clearTimeout(timer);
  const kept = Object.fromEntries(
    answered.filter((entry): entry is [string, { status: number; body: string }] => (entry[1]?.status ?? 500) < 500),
  );
  return `<script type="application/json" id="${SHELL_ANSWERS_ID}">${JSON.stringify(kept).replace(/</g, '\\u003c')}</script>`;
}

/** Who is signed in, asked for with the shell: the app's first request after its script (contract/first-paint.ts). */
const sessionPreload = `<link rel="preload" as="fetch" href="${SESSION_PATH}" crossorigin="use-credentials">`;

/**
 * The pages whose own code the shell asks for along with the app's script, by the name of their file in the build
 * (the groups of vite.config.ts): on a phone's network it comes during the script's download and start, not a round
 * trip after them (decision 0067).
 */
const PAGE_CODE = [
  { path: /^\/courses\/[^/]+\/?$/, chunk: 'course' },
  { path: /^\/(courses|search)\/?$/, chunk: 'results' },
];

/** Vite's list of the build's files (`build.manifest`): each chunk's file and the chunks it imports. */
type BuildManifest = Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[] }>;

const readBuildManifest = async (webRoot: string): Promise<BuildManifest> =>
  JSON.parse(await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;

/** The files of the page's own code and of the chunks it imports, but the app's script, which the shell names. */
function pageCodeFiles(manifest: BuildManifest, path: string): string[] {
  const chunk = PAGE_CODE.find((page) => page.path.test(path))?.chunk;
  const files = new Set<string>();
  const add = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(add);
  };
  for (const [key, entry] of Object.entries(manifest)) if (chunk && entry.name === chunk && !entry.isEntry) add(key);
  return [...files];
}

/** A file of the page's code, asked for as the app's script will import it (Vite marks its scripts `crossorigin`). */
const codePreload = (file: string) => `<link rel="modulepreload" href="/${attribute(file)}" crossorigin>`;

/** The largest pictures of the page at a path that the shell knows without asking the database: the hero. */
const shellPictures = (path: string) => (HERO_PAGES.includes(path) ? [HERO_PICTURE] : []);

/**
 * Serves the built web app from `webRoot` (brotli or gzip files written by the build when the browser takes them);
 * any other path (and `/`) is a page of the app, answered with its index.html carrying its first answers, with the
 * session, its texts, the hero and the page's pictures, and its own code preloaded.
 */
export function serveWebApp(
  app: Hono,
  webRoot: string,
  { pictures, answers }: PageExtras = { pictures: async () => [], answers: async () => [] },
) {
  const indexHtml = readFile(join(webRoot, 'index.html'), 'utf8');
  // A build without its manifest still works: its pages ask for their code once the app's script has run.
  const buildManifest = readBuildManifest(webRoot).catch((): BuildManifest => ({}));
  const shell: Handler = async (c) => {
    // The page works without its pictures' preloads and its answers: a failed look-up only leaves them to be asked
    // for by the app.
    const [pagePictures, firstAnswers] = await Promise.all([
      pictures(c.req.path).catch(() => []),
      answers(c)
        .then((paths) => shellAnswers(app, c, paths))
        .catch(() => ''),
    ]);
    const head = [
      sessionPreload,
      textsPreload(c.req.header('accept-language')),
      firstAnswers,
      ...[...shellPictures(c.req.path), ...pagePictures].map(picturePreload),
      ...pageCodeFiles(await buildManifest, c.req.path).map(codePreload),
    ].join('');
    // A function, so that no `$` of a picture's name is read as a replacement pattern.
    return c.html(
      (await indexHtml).replace('</head>', () => `${head}</head>`),
      200,
      {
        'cache-control': SHELL_CACHE,
        // The language of its texts and answers, and whether its reader is signed in.
        vary: 'Accept-Language, Cookie',
      },
    );
  };
  app.get('/', shell);
  app.use(
    '/assets/*',
    cacheControl(() => IMMUTABLE),
    serveStatic({ root: webRoot, precompressed: true }),
  );
  // A missing hashed file is an old build's: a 404, never the shell in its place.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The build's list of its files is the server's, not a page.
  app.get('/.vite/*', (c) => c.text('Not found', 404));
  app.use(
    '*',
    cacheControl((path) => (REVALIDATED_FILES.has(path) ? REVALIDATE : null)),
    serveStatic({ root: webRoot, precompressed: true }),
  );
  app.get('*', shell);
}

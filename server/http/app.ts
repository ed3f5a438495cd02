import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { errorStatus } from '../../contract/errors';
import { uuidSchema } from '../../contract/common';
import { handleAuthRequests } from '../auth/auth-requests';
import { isDatabaseUnavailable } from '../db/unavailable';
import { readSessionUser } from '../auth/session';
import { rolesOf } from '../modules/roles/service';
import { clubExists } from '../modules/roles/repo';
import { AppError } from './app-error';
import type { Deps } from './deps';
import { serveMetrics } from './metrics-route';
import { apiDocsHtml, apiDocsInitScript, buildOpenApiDocument } from './openapi';
import { requestLog } from './request-log';
import { parseInput, type Route } from './route';
import { sameOriginWrites } from './same-origin';
import { allRoutes } from './routes';
import { serveWebApp } from './web-app';
import { partnerAccess } from './partner-access';
import { clubPagePictures } from '../modules/clubs/page-pictures';
import { pageFirstAnswers } from './first-answers';

export interface CreateAppOptions {
  /** Folder of the built web app; when absent only the API is served. */
  webRoot?: string;
  /** Origins whose pages may change things through the API (the public address, and Vite's in development). */
  trustedOrigins: string[];
}

export function createApp(deps: Deps, options: CreateAppOptions) {
  const app = new Hono();
  const routes = allRoutes(deps);

  app.use(requestLog(deps.logger, deps.metrics));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
      },
      strictTransportSecurity: deps.config.publicUrl.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  // JSON answers (texts, carousel, search) and the pages' shells (with their first answers) are sent compressed to
  // browsers that take gzip; built files are compressed by the build (the middleware leaves an encoded answer as it
  // is). A client that takes no encoding skips the middleware, which would turn every answer into a stream only to
  // look at its headers.
  const compressAnswers = compress();
  app.use('*', (c, next) =>
    c.req.header('accept-encoding') && !c.req.path.startsWith('/assets/') ? compressAnswers(c, next) : next(),
  );
  app.use('/api/*', sameOriginWrites(options.trustedOrigins));
  // A write may change a tee sheet (a booking, a cancellation, a payment, an admin's edit): reused answers go,
  // in every process. Better Auth's endpoints change accounts and sessions only: a sign-in keeps them.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400 && !c.req.path.startsWith('/api/auth/')) {
      await deps.answers.clear();
      // A booking it changed is an event for the club's software: sent now rather than at the next minute.
      deps.webhooks.wake();
    }
  });
  // Reads carry no body; asking for one would build a full Request object for every search.
  const limitBody = bodyLimit({
    maxSize: 4 * 1024 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is too large');
    },
  });
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  app.on(['GET', 'POST'], '/api/auth/*', handleAuthRequests(deps));

  const partner = partnerAccess(deps);
  for (const entry of routes) registerRoute(app, entry, deps, partner);

  const openApi = buildOpenApiDocument(routes, deps.config.publicUrl);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(apiDocsHtml));
  app.get('/api/docs/assets/docs-init.js', (c) =>
    c.body(apiDocsInitScript, 200, { 'content-type': 'text/javascript' }),
  );
  app.use(
    '/api/docs/assets/*',
    serveStatic({ root: getAbsoluteFSPath(), rewriteRequestPath: (path) => path.replace('/api/docs/assets', '') }),
  );

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API endpoint');
  });
  serveMetrics(app, deps.metrics, deps.config.METRICS_TOKEN);

  if (options.webRoot)
    serveWebApp(app, options.webRoot, {
      pictures: clubPagePictures(deps.database.reads),
      answers: pageFirstAnswers(deps),
    });

  app.onError((error, c) => errorResponse(error, c, deps));
  return { app, routes };
}

function registerRoute(
  app: Hono,
  { definition, handle }: Route,
  deps: Deps,
  partnerOf: ReturnType<typeof partnerAccess>,
) {
  app.on(definition.method.toUpperCase(), definition.path, async (c) => {
    const { access } = definition;
    // A partner route takes a partner key and no session: a signed-in browser cannot call it.
    const partner = access === 'partner' ? await partnerOf(c, definition.scope ?? null) : undefined;
    const user =
      access === 'public' || access === 'partner' ? null : await readSessionUser(c, deps.auth, deps.database.db);
    if (access !== 'public' && access !== 'optionalUser' && access !== 'partner') {
      if (!user) throw new AppError('unauthorized', 'Please sign in');
      await checkRole(access, user.id, c.req.param('clubId'), deps);
    }
    const params = definition.params ? parseInput(definition.params, c.req.param(), 'params') : {};
    const query = definition.query ? parseInput(definition.query, c.req.query(), 'query') : {};
    let body: unknown = {};
    if (definition.body) {
      // Only JSON: a body sent as a form or as text is refused, whatever it holds.
      if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
        throw new AppError(
          'unsupported_media_type',
          'Send the body as JSON, with the header Content-Type: application/json',
        );
      }
      const raw = await c.req.json().catch(() => {
        throw new AppError('invalid_json', 'The request body is not valid JSON');
      });
      body = parseInput(definition.body, raw, 'body');
    }
    // A club role was checked against this :clubId, which the params schema has just validated.
    const clubId = c.req.param('clubId');
    const actor = definition.access === 'clubAdmin' && user && clubId ? { userId: user.id, clubId } : undefined;
    return handle({ c, params, query, body, user, actor, partner });
  });
}

async function checkRole(
  access: Exclude<Route['definition']['access'], 'partner'>,
  userId: string,
  clubId: string | undefined,
  deps: Deps,
) {
  if (access === 'user' || access === 'public' || access === 'optionalUser') return;
  const roles = await rolesOf(deps.database.db, userId);
  if (roles.superAdmin) {
    // A super admin may name any club: one that does not exist is a 404 here, for every club route alike
    // (handlers would otherwise fail on a missing row or answer with made-up defaults). Not an id: 400 below.
    if (clubId && uuidSchema.safeParse(clubId).success && !(await clubExists(deps.database.db, clubId)))
      throw new AppError('not_found', 'No club has this id');
    return;
  }
  if (access === 'clubAdmin' && clubId && roles.golfClubAdmin?.clubId === clubId) return;
  throw new AppError('forbidden', 'You do not have access to this');
}

function errorResponse(error: Error, c: Context, deps: Deps) {
  const requestId = c.get('requestId');
  const logger = c.get('logger');
  if (error instanceof AppError) {
    const { code, message, issues, retryAfterSeconds } = error;
    const headers = {
      ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
      // The body of a refused large request is left unread: the connection cannot carry another request.
      ...(code === 'payload_too_large' ? { connection: 'close' } : {}),
    };
    return c.json(
      {
        error: {
          code,
          message,
          ...(issues ? { issues } : {}),
          ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
          requestId,
        },
      },
      error.status as 400,
      headers,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'payload_too_large' : error.status === 401 ? 'unauthorized' : 'invalid_input';
    return c.json({ error: { code, message: error.message || code, requestId } }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, path: c.req.path }, 'the database cannot be reached');
    return c.json(
      {
        error: {
          code: 'service_unavailable',
          message: 'We cannot reach our database right now; please try again in a moment',
          requestId,
        },
      },
      errorStatus.service_unavailable,
      { 'retry-after': '5' },
    );
  }
  logger.error({ err: error, path: c.req.path }, 'unhandled error');
  deps.errorReports.report(error, { request_id: requestId });
  return c.json(
    { error: { code: 'internal_error', message: 'Something went wrong on our side', requestId } },
    errorStatus.internal_error,
  );
}

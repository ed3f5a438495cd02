import { z, type ZodType } from 'zod';
import { errorBodySchema } from '../../contract/errors';
import { PARTNER_REQUESTS_PER_MINUTE, PARTNER_SCOPES } from '../../contract/partner-keys';
import type { RouteDefinition } from './route';

const toSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const honoPathToOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Better Auth's session cookie outside production; in production it carries the `__Secure-` prefix. */
export const SESSION_COOKIE = 'better-auth.session_token';
const SESSION_SCHEME = 'cookieSession';
const PARTNER_SCHEME = 'partnerKey';

const isWrite = (definition: RouteDefinition) => definition.method !== 'get';

/**
 * The error answers any route can give by its definition alone: bad input, no session, a missing role or a
 * write from another site, a path naming nothing, a body too large or not sent as JSON. Routes declare the others (409, 429,
 * and a 403 or 404 of their own) in `responses`.
 */
function derivedErrorStatuses(definition: RouteDefinition): number[] {
  const { access, params, query, body, path } = definition;
  const signedIn = access === 'user' || access === 'clubAdmin' || access === 'superAdmin';
  const partner = access === 'partner';
  return [
    ...(params || query || body ? [400] : []),
    ...(signedIn || partner ? [401] : []),
    ...(access === 'clubAdmin' || access === 'superAdmin' || isWrite(definition) || (partner && definition.scope)
      ? [403]
      : []),
    ...(path.includes(':') ? [404] : []),
    ...(body ? [413, 415] : []),
    ...(partner ? [429] : []),
  ];
}

/**
 * Every answer a route documents, by status, with the schema of its JSON body (null: no JSON body). Error
 * answers always carry the error body. The OpenAPI document and the tests' answer check both read this.
 */
export function documentedResponses(definition: RouteDefinition): Record<number, ZodType | null> {
  const responses: Record<number, ZodType | null> = {};
  for (const status of derivedErrorStatuses(definition)) responses[status] = errorBodySchema;
  for (const [status, schema] of Object.entries(definition.responses))
    responses[Number(status)] = Number(status) >= 400 ? errorBodySchema : schema;
  return responses;
}

/** A stable camelCase name for each operation, from method and path: GET /api/clubs/:id/tee-times is getClubsByIdTeeTimes. */
export function operationIdOf({ method, path }: Pick<RouteDefinition, 'method' | 'path'>): string {
  const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-._]/)));
  return method + words.map(capitalized).join('');
}

const errorContent = { 'application/json': { schema: toSchema(errorBodySchema, 'output') } };

/** The OpenAPI document, generated from the same schemas that validate the requests. */
export function buildOpenApiDocument(routes: { definition: RouteDefinition }[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { definition } of routes) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', definition.params],
      ['query', definition.query],
    ] as const) {
      if (!schema) continue;
      const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name,
          in: where,
          required: where === 'path' || (json.required ?? []).includes(name),
          schema: property,
        });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(documentedResponses(definition))) {
      const error = Number(status) >= 400;
      responses[status] = {
        description: error ? 'Error' : 'OK',
        content: schema ? { 'application/json': { schema: toSchema(schema, 'output') } } : undefined,
      };
    }
    responses.default = { description: 'Error', content: errorContent };
    const path = honoPathToOpenApi(definition.path);
    paths[path] ??= {};
    paths[path][definition.method] = {
      operationId: operationIdOf(definition),
      summary: definition.summary,
      tags: [definition.tag],
      'x-access': definition.access,
      // OpenAPI 3.0 allows scopes in `security` for OAuth only: the key's scope the route needs is named here.
      'x-partner-scope': definition.scope ?? undefined,
      security:
        definition.access === 'public'
          ? []
          : definition.access === 'partner'
            ? [{ [PARTNER_SCHEME]: [] }]
            : definition.access === 'optionalUser'
              ? [{}, { [SESSION_SCHEME]: [] }]
              : [{ [SESSION_SCHEME]: [] }],
      parameters,
      requestBody: definition.body
        ? { required: true, content: { 'application/json': { schema: toSchema(definition.body, 'input') } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Swiss Tee Times API',
      version: '1.0.0',
      description: 'Tee times at Swiss golf clubs, in CHF, Europe/Zurich wall-clock time.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      {
        name: 'partner',
        description:
          "For a club's own tee-sheet software, with one of the club's partner keys: the guide is docs/partner-api.md in the project.",
      },
    ],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `Better Auth's session cookie, set by signing in (/api/auth/sign-in/email). In production it is named __Secure-${SESSION_COOKIE}.`,
        },
        [PARTNER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: `A partner key of one club (stt_…), made by the club's admins in the club area and shown once: Authorization: Bearer stt_…. It acts for its club alone, with the scopes it was given (${PARTNER_SCOPES.join(', ')}), at most ${PARTNER_REQUESTS_PER_MINUTE} requests a minute (429 with Retry-After beyond).`,
        },
      },
    },
    paths,
  };
}

export const apiDocsHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Swiss Tee Times API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs-init.js"></script>
</body></html>`;

export const apiDocsInitScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs' });`;

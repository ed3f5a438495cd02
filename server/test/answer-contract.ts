import { TrieRouter } from 'hono/router/trie-router';
import type { ZodType } from 'zod';
import { errorBodySchema } from '../../contract/errors';
import { documentedResponses } from '../http/openapi';
import type { Route, RouteDefinition } from '../http/route';

/** The object keys of an answer that its schema does not name: the document promises no others. */
function undocumentedKeys(sent: unknown, parsed: unknown, path: string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, index) => undocumentedKeys(item, parsed[index], [...path, String(index)]));
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed
      ? undocumentedKeys(value, parsed[key], [...path, key])
      : [`${[...path, key].join('.')}: not in the schema`],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with a JSON answer as the client reads it (after JSON, so a date is a string and NaN is
 * null): the schema's issues, or keys it does not name.
 */
function bodyProblems(schema: ZodType, text: string): string[] {
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    return ['the body is not JSON'];
  }
  const result = schema.safeParse(sent);
  if (!result.success)
    return result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return undocumentedKeys(sent, result.data);
}

async function bodyText(response: Response): Promise<string> {
  const copy = response.clone();
  const encoding = copy.headers.get('content-encoding');
  if (!copy.body || (encoding !== 'gzip' && encoding !== 'deflate')) return copy.text();
  return new Response(copy.body.pipeThrough(new DecompressionStream(encoding))).text();
}

/** The problems of one answer of a route, measured against the answers the route documents. */
async function answerProblems(definition: RouteDefinition, response: Response): Promise<string[]> {
  const { status } = response;
  const documented = documentedResponses(definition);
  // Server errors are the document's `default` answer, with the error body.
  const schema = status >= 500 ? errorBodySchema : documented[status];
  if (schema === undefined)
    return [`status ${status} is not documented (documented: ${Object.keys(documented).join(', ')})`];
  const text = await bodyText(response);
  const json = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  if (schema === null) return json ? ['answers JSON where the route documents no JSON body'] : [];
  if (!json)
    return [
      `answers ${response.headers.get('content-type') ?? 'no content type'} where the route documents a JSON body`,
    ];
  return bodyProblems(schema, text);
}

export class AnswerContractError extends Error {}

/**
 * Checks answers against the route table: an answer of a route must have a status the route documents, and
 * its JSON body must satisfy the schema documented for that status (errors: the error body). Paths that are
 * no route of the table (Better Auth's, the fallback 404, the docs) are not checked.
 */
export function answerChecker(routes: readonly Route[]) {
  if (routes.length === 0) throw new Error('The answer check needs the route table, and it is empty');
  // Hono's own router: the route that answers is the first registered one that matches, as in the app.
  const router = new TrieRouter<RouteDefinition>();
  for (const { definition } of routes) router.add(definition.method.toUpperCase(), definition.path, definition);

  return async function checkAnswer(method: string, url: string, response: Response): Promise<void> {
    const { pathname } = new URL(url);
    const definition = router.match(method.toUpperCase(), pathname)[0][0]?.[0];
    if (!definition) return;
    const problems = await answerProblems(definition, response);
    if (problems.length === 0) return;
    throw new AnswerContractError(
      `${method.toUpperCase()} ${pathname} (route ${definition.method.toUpperCase()} ${definition.path}) answered ${response.status} against its contract:\n  ${problems.join('\n  ')}`,
    );
  };
}

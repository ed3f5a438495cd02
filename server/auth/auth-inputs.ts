import type { Context } from 'hono';
import type { z } from 'zod';
import { authRequestSchemas } from '../../contract/me';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/route';

type AuthEndpoint = keyof typeof authRequestSchemas;

/** A body sent to one of Better Auth's endpoints that the contract describes, checked. */
export type AuthInput = {
  [E in AuthEndpoint]: { endpoint: E; body: z.output<(typeof authRequestSchemas)[E]> };
}[AuthEndpoint];

const isContractEndpoint = (endpoint: string): endpoint is AuthEndpoint => Object.hasOwn(authRequestSchemas, endpoint);

/**
 * Checks a POST to Better Auth's endpoints against the contract's schema, as the route table does for our own
 * routes (400 invalid_input naming each field), before Better Auth sees it. Better Auth checks only some
 * fields, and it would store a name of any length. Other endpoints: null.
 */
export async function readAuthInput(c: Context): Promise<AuthInput | null> {
  const endpoint = c.req.path.replace(/^\/api\/auth\//, '');
  if (c.req.method !== 'POST' || !isContractEndpoint(endpoint)) return null;
  // A copy: Better Auth reads the request itself.
  const raw: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => {
      throw new AppError('invalid_json', 'The request body is not valid JSON');
    });
  return { endpoint, body: parseInput(authRequestSchemas[endpoint], raw, 'body') } as AuthInput;
}

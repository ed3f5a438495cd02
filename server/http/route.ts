import type { Context } from 'hono';
import { z, type ZodType } from 'zod';
import { AppError } from './app-error';
import type { SessionUser } from '../auth/session';

/**
 * Who may call a route. `optionalUser`: anyone, and the signed-in user is known when there is one.
 * The club roles are checked against the route's :clubId.
 */
export type Access = 'public' | 'optionalUser' | 'user' | 'clubAdmin' | 'superAdmin';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteDefinition<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
> {
  method: Method;
  /** Hono path, e.g. /api/clubs/:id */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Response schemas by status, for the OpenAPI document. */
  responses: Record<number, ZodType | null>;
}

export interface HandlerInput<P extends ZodType, Q extends ZodType, B extends ZodType> {
  c: Context;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  user: SessionUser | null;
}

export interface Route<P extends ZodType = ZodType, Q extends ZodType = ZodType, B extends ZodType = ZodType> {
  definition: RouteDefinition<P, Q, B>;
  handle(input: HandlerInput<P, Q, B>): Promise<Response> | Response;
}

/** Keeps a route's contract and its handler together; the app registers, validates and documents it. */
export function route<P extends ZodType = ZodType, Q extends ZodType = ZodType, B extends ZodType = ZodType>(
  definition: RouteDefinition<P, Q, B>,
  handle: (input: HandlerInput<P, Q, B>) => Promise<Response> | Response,
): Route {
  return { definition, handle } as unknown as Route;
}

/**
 * Where the first NUL character stands in the input's texts (keys too), or null when there is none. It walks
 * with a list rather than by recursion, so that input nested thousands of levels deep cannot overflow the stack.
 */
function nulAt(input: unknown): string[] | null {
  type Step = { value: unknown; key: string | null; parent: Step | null };
  const pathOf = (step: Step | null, key: string | null = null): string[] => {
    const path = key === null ? [] : [key];
    for (let at = step; at; at = at.parent) if (at.key !== null) path.unshift(at.key);
    return path;
  };
  const pending: Step[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      if (step.value.includes('\u0000')) return pathOf(step);
    } else if (typeof step.value === 'object' && step.value !== null) {
      for (const [key, value] of Object.entries(step.value)) {
        if (key.includes('\u0000')) return pathOf(step, key);
        pending.push({ value, key, parent: step });
      }
    }
  }
  return null;
}

/**
 * Parses input with a contract schema; bad input is a 400 whose message names each field. No text may hold a
 * NUL character, whatever its field (PostgreSQL cannot store one): checked here, once for every input.
 */
export function parseInput<S extends ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const nul = nulAt(input);
  if (nul) {
    const path = nul.length ? nul.join('.') : where;
    throw new AppError('invalid_input', `${path}: must not contain a NUL character`, [{ path, message: 'must not contain a NUL character' }]);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw new AppError('invalid_input', message, issues);
}

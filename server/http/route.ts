import type { Context, TypedResponse } from 'hono';
import type { InvalidJSONValue, JSONParsed, JSONValue } from 'hono/utils/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { z, type ZodType } from 'zod';
import { AppError } from './app-error';
import type { SessionUser } from '../auth/session';
import type { PartnerScope } from '../../contract/partner-keys';
import type { PartnerActor } from './partner-access';

/**
 * Who may call a route. `optionalUser`: anyone, and the signed-in user is known when there is one.
 * The club roles are checked against the route's :clubId. `partner`: a club's tee-sheet software with one of
 * the club's partner keys (server/http/partner-access.ts), never a session.
 */
export type Access = 'public' | 'optionalUser' | 'user' | 'clubAdmin' | 'superAdmin' | 'partner';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The answers a route declares, by status: the schema of the JSON body, or null for another body or none. */
export type Responses = Record<number, ZodType | null>;

export interface RouteDefinition<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
  A extends Access = Access,
  R extends Responses = Responses,
> {
  method: Method;
  /** Hono path, e.g. /api/clubs/:id */
  path: string;
  summary: string;
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Answers by status, for the OpenAPI document, the answer check of the tests and the handler's type. */
  responses: R;
  /** Partner routes: the scope a key needs (null: any key of the club). */
  scope?: PartnerScope | null;
}

/** A club admin (or a super admin) acting for the club of the route's :clubId. */
export interface ClubActor {
  userId: string;
  clubId: string;
}

/** What the access rule has established before the handler runs: public routes ask nobody to sign in and know nobody. */
export type Caller<A extends Access> = A extends 'public'
  ? { user: null }
  : A extends 'partner'
    ? { user: null; partner: PartnerActor }
    : A extends 'optionalUser'
      ? { user: SessionUser | null }
      : A extends 'clubAdmin'
        ? { user: SessionUser; actor: ClubActor }
        : { user: SessionUser };

/**
 * Hono's context, except that `c.json(value)` and `c.body(data)` without a status are typed as the 200 they
 * send: Hono's types would take the status from the answer the route declares, so a route declaring 201 would
 * compile while answering 200.
 */
export type AnswerContext = Omit<Context, 'json' | 'body'> & {
  json: (<T extends JSONValue | object | InvalidJSONValue>(
    object: T,
  ) => Response & TypedResponse<JSONParsed<T>, 200, 'json'>) &
    Context['json'];
  body: (<T extends Parameters<Context['newResponse']>[0]>(data: T) => Response & TypedResponse<T, 200, 'body'>) &
    Context['body'];
};

export type HandlerInput<P extends ZodType, Q extends ZodType, B extends ZodType, A extends Access> = {
  c: AnswerContext;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
} & Caller<A>;

/**
 * The answers a handler may give: for each success status the route declares, a JSON body its schema takes
 * (as the client reads it, after JSON) or, where it declares no schema, any other body. Errors are thrown as
 * AppError. Hono's `c.json(value, status)` and `c.body(data, status)` carry these types.
 */
export type DeclaredAnswer<R extends Responses> = Response &
  {
    [S in keyof R & SuccessStatusCode]: R[S] extends ZodType
      ? TypedResponse<z.input<R[S]>, S, 'json'>
      : TypedResponse<unknown, S, 'body'>;
  }[keyof R & SuccessStatusCode];

/** A route as the app registers it, its types no longer needed. */
export interface Route {
  definition: RouteDefinition;
  handle(input: {
    c: Context;
    params: unknown;
    query: unknown;
    body: unknown;
    user: SessionUser | null;
    actor?: ClubActor;
    partner?: PartnerActor;
  }): Promise<Response> | Response;
}

/**
 * Club admin routes name their club in the path: the role is checked against :clubId. Partner routes name the
 * scope a key needs; their club is the key's.
 */
type ClubInPath<A extends Access> = A extends 'clubAdmin'
  ? { params: ZodType<{ clubId: string }> }
  : A extends 'partner'
    ? { scope: PartnerScope | null }
    : unknown;

type KeyOfAny<T> = T extends unknown ? keyof T : never;
type ValueAt<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/**
 * The paths of keys in a JSON body that its declared type does not name (TypeScript lets an object with more
 * keys pass for one with fewer; the OpenAPI document promises no others, and a key too many may leak a secret).
 */
type UndeclaredKeys<Sent, Declared, Path extends string = ''> = unknown extends Declared
  ? never
  : Sent extends readonly (infer Item)[]
    ? UndeclaredKeys<Item, Extract<Declared, readonly unknown[]>[number], `${Path}[]`>
    : Sent extends object
      ? {
          [K in keyof Sent & string]: K extends KeyOfAny<Extract<Declared, object>>
            ? UndeclaredKeys<Sent[K], ValueAt<Extract<Declared, object>, K>, `${Path}.${K}`>
            : `${Path}.${K}`;
        }[keyof Sent & string]
      : never;

type AnswerOf<H> = H extends (...args: never[]) => infer Answer ? Awaited<Answer> : never;

/** The keys a handler's JSON answer has beyond the schema its route declares for that status. */
type UndeclaredKeysOf<H, R extends Responses> =
  AnswerOf<H> extends TypedResponse<infer Data, infer Status, 'json'>
    ? R[Status & keyof R] extends ZodType
      ? UndeclaredKeys<Data, z.input<R[Status & keyof R]>>
      : never
    : never;

/** A handler whose answer has keys its schema does not name is refused, and the message names them. */
type NoUndeclaredKeys<H, R extends Responses> = [UndeclaredKeysOf<H, R>] extends [never]
  ? unknown
  : { answersKeysTheSchemaDoesNotName: UndeclaredKeysOf<H, R> };

/**
 * Keeps a route's contract and its handler together; the app registers, validates and documents it. The
 * handler's input is typed from the definition (the caller from its access rule), and its answer must be one
 * the definition declares, with no key the schema does not name.
 */
export function route<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  B extends ZodType = ZodType,
  A extends Access = Access,
  R extends Responses = Responses,
  H = unknown,
>(
  definition: RouteDefinition<P, Q, B, A, R> & ClubInPath<A>,
  // H is the handler as written, so that its exact answer can be inspected; the second part types its input and checks its answer.
  handle: H &
    ((input: HandlerInput<P, Q, B, A>) => Promise<DeclaredAnswer<NoInfer<R>>> | DeclaredAnswer<NoInfer<R>>) &
    NoUndeclaredKeys<H, R>,
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
    throw new AppError('invalid_input', `${path}: must not contain a NUL character`, [
      { path, message: 'must not contain a NUL character' },
    ]);
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

import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statement texts this process names, at most: text built with a varying number of parameters
 * (`in ($1, …, $n)`) must not fill PostgreSQL's memory with prepared statements.
 */
export const MAX_NAMED_STATEMENTS = 1000;

type QueryConfig = { text: string; values?: unknown[]; name?: string; submit?: unknown };

/**
 * A pg client that sends each parameterised statement as a named prepared statement: PostgreSQL parses it
 * once per connection and, after a few runs, keeps its plan, instead of parsing and planning it on every
 * query (planning was 1.7 of the 2.9 ms a booking's statements take; bench/RESULTS.md, decision 0030).
 * The name is the text's hash, so every connection and process names a statement alike. A query without
 * parameters is named too when it is one query (pg-boss writes its values into its texts, and planning its
 * fetch took 0.5 ms a time); the rest goes as it is: `begin`, `commit`, `set`, `listen`, migrations, and any
 * text with a `;`, which may hold several statements (the simple protocol takes them, a prepared one not).
 */
export function namingClient(maxNamed = MAX_NAMED_STATEMENTS): typeof pg.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNamed) {
      name = `s${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, name);
    }
    return name;
  };
  const oneQuery = (text: string) => /^\s*(select|with|insert|update|delete)\b/i.test(text) && !text.includes(';');
  class NamingClient extends pg.Client {}
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  NamingClient.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    // pg takes (text, values?, callback?), (config, values?, callback?) and (config, callback?); Drizzle sends
    // (config, values). A submittable (a cursor, a stream) and a statement named by the caller go as they are.
    const given = typeof config === 'string' ? { text: config } : (config as QueryConfig | null | undefined);
    const params = Array.isArray(values) ? values : given?.values;
    const name =
      given &&
      typeof given.text === 'string' &&
      !given.name &&
      !given.submit &&
      (params?.length || oneQuery(given.text))
        ? nameOf(given.text)
        : undefined;
    if (!name) return query.call(this, config, values, callback);
    return query.call(this, { ...given, values: params, name }, typeof values === 'function' ? values : callback);
  } as typeof pg.Client.prototype.query;
  return NamingClient;
}

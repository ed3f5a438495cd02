/** Where unhandled errors go besides the log: Sentry when SENTRY_DSN is set, nowhere otherwise. */
export interface ErrorReports {
  /** `tags` say where it happened: a request's id, or a job's queue and id. */
  report(error: Error, tags: Record<string, string>): void;
  /** Sends what is still queued; at shutdown. */
  flush(timeoutMs: number): Promise<boolean>;
}

export const nowhere: ErrorReports = { report() {}, flush: () => Promise.resolve(true) };

/**
 * Personal data stays with us: Drizzle's failed-query errors end with the query's parameters (addresses, names),
 * and a mail server's refusal names the recipient.
 */
const withoutPersonalData = (message: string) =>
  message
    .replace(/\nparams: [\s\S]*$/, '\nparams: (left out)')
    .replace(/[^\s<>"',;:()]+@[^\s<>"',;:()]+/g, '(address)');

/**
 * A Sentry client of this app's own, bound to a scope of its own rather than `Sentry.init()`'s global one:
 * no integration patches the process (tests build many apps in one process, each with its DSN or none),
 * and only what the error handler hands over is sent. @sentry/node is loaded only when a DSN is set.
 */
export async function createErrorReports(dsn: string | undefined, environment: string): Promise<ErrorReports> {
  if (!dsn) return nowhere;
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({
    dsn,
    environment,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend(event) {
      for (const exception of event.exception?.values ?? [])
        if (exception.value) exception.value = withoutPersonalData(exception.value);
      return event;
    },
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, tags) {
      const errorScope = scope.clone();
      errorScope.setTags(tags);
      errorScope.captureException(error);
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}

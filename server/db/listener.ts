import pg from 'pg';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Notifications may have been missed: the connection was lost (with its error, if any), or it is back. */
  onGap(error?: Error): void;
}

/** The listening connections' name in pg_stat_activity. */
export const LISTENER_NAME = 'teetimes-listen';
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * LISTENs on a PostgreSQL channel through a connection of its own (a pooled one would be handed to other
 * queries), and NOTIFYs through it; when that connection is lost it tries again, waiting twice as long each time, up to 30 s.
 * Resolves once the first attempt has connected or failed: a failed start is retried like a lost connection.
 */
export async function listenOn(connectionString: string, channel: string, handlers: ListenHandlers) {
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  const gone = new WeakSet<pg.Client>();

  function lost(client: pg.Client, error?: Error) {
    // 'error' and 'end' both come for one loss.
    if (gone.has(client)) return;
    gone.add(client);
    if (current === client) current = null;
    client.end().catch(() => {});
    if (closed) return;
    handlers.onGap(error ?? new Error('the listening connection ended'));
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect() {
    const client = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error as Error);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    current = client;
    retryMs = FIRST_RETRY_MS;
    handlers.onGap();
  }

  await connect();
  return {
    /** NOTIFY on the channel through this connection: it never waits for a pooled connection. */
    async notify(payload: string) {
      if (!current) throw new Error(`not connected to listen on ${channel}`);
      await current.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end();
    },
  };
}

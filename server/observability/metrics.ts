import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a PostgreSQL pool tells about its connections (pg.Pool's counters). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsOptions {
  /** The PostgreSQL pool; PGlite has none. */
  pool?: PoolCounts;
  /** Jobs waiting in the queue, read at each scrape. */
  queueDepth?: () => Promise<number>;
  /** Node's own process metrics (CPU, memory, event loop, GC): only worth their observers when someone can read them. */
  processMetrics: boolean;
}

/** How a booking request or a booking ended: `held` waits for a card payment, `refused` names its reason. */
export type BookingOutcome = 'confirmed' | 'held' | 'refused' | 'cancelled';

export interface Metrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** `detail`: the refusal's error code, who cancelled, how a confirmed booking is paid. */
  countBooking(outcome: BookingOutcome, detail?: string): void;
}

/**
 * The Prometheus metrics of one app, in a registry of its own: tests build many apps in one process, and
 * prom-client's global registry refuses a metric name twice.
 */
export function createMetrics({ pool, queueDepth, processMetrics }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'teetimes_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'teetimes_bookings_total',
    help: 'Booking events: confirmed (at the club, or once paid online), held for a card payment, refused (detail: its error code), cancelled (by golfer or club)',
    labelNames: ['outcome', 'detail'],
    registers: [registry],
  });
  if (pool) {
    new Gauge({
      name: 'teetimes_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  if (queueDepth) {
    new Gauge({
      name: 'teetimes_job_queue_depth',
      help: 'Jobs waiting in the queue',
      registers: [registry],
      async collect() {
        this.set(await queueDepth());
      },
    });
  }

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    countBooking(outcome, detail = '') {
      bookings.inc({ outcome, detail });
    },
  };
}

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { postgresAvailable } from './server/test/postgres-server';

const apiTests = ['server/**/*.api.test.ts'];
/**
 * API tests of the HTTP layer: what every route does before and around its database work (input validation,
 * access rules, browser headers, the HTTP parser, the documented answers, the web app's files, what a public
 * address refuses, what the mystery deals' answers let a visitor compute). The database under them makes no
 * difference to them, so they run once: on PostgreSQL when the machine has it, else on PGlite (decision 0059).
 */
const httpLayerTests = [
  'server/http/bad-input.api.test.ts',
  'server/http/authorization-matrix.api.test.ts',
  'server/http/browser-security.api.test.ts',
  'server/http/listen.api.test.ts',
  'server/http/openapi.api.test.ts',
  'server/http/web-app.api.test.ts',
  'server/test/answer-contract.api.test.ts',
  'server/config/public-address.api.test.ts',
  'server/modules/mystery/mystery-attack.api.test.ts',
];
// Faults of a running server in its own process (kill -9, SIGTERM, a database that goes away): once, on both databases.
const faultTests = ['server/**/*.faults.test.ts'];
/** Each API test file builds its own server (config, clock, database, queue, metrics): no module keeps a test's state. */
const apiProject = { include: apiTests, testTimeout: 30_000, hookTimeout: 60_000 };
/**
 * Each test file in a worker thread of one process rather than in a process of its own (decision 0060): on this
 * 2-core machine's virtual machine, memory a new process touches for the first time is dear, and each API test
 * file's server touches hundreds of MB. Every worker resolves imports inside packages with each package's type
 * read once (decision 0057).
 */
const worker = { pool: 'threads' as const, execArgv: ['--import', './server/package-type-cache.ts'] };

/**
 * The fault tests first. Vitest orders a run's files by project name, and so started them last: the longest
 * file (several minutes of processes started, killed and restarted) ran alone at the end of the run while the
 * other workers had nothing left to do.
 */
class FaultsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => (file.project.name === 'faults' ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Unit tests, then the API suite twice: on a fresh in-memory PGlite per file, and on a real
 * PostgreSQL server that the harness starts with initdb/pg_ctl (or TEST_DATABASE_URL); and the fault tests.
 */
export default defineConfig({
  test: {
    /**
     * Twice the cores: with one worker per core the 2-core machine was busy only 57 % of the suite (tests wait
     * for mails, jobs, other processes), and the suite took 911 s; with four workers 678 s.
     */
    maxWorkers: 4,
    sequence: { sequencer: FaultsFirst },
    projects: [
      {
        test: {
          name: 'unit',
          ...worker,
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'web/**/*.test.ts', 'locales/**/*.test.ts'],
          exclude: [...apiTests, ...faultTests],
          environment: 'node',
          // A few tests check every hour of 46 years or every quarter hour of two; with four workers on two cores they take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // Components rendered with Testing Library in happy-dom, used as a user would (keyboard, pointer).
          name: 'components',
          ...worker,
          include: ['web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/test/components-setup.ts'],
        },
      },
      {
        test: {
          ...apiProject,
          ...worker,
          // PGlite's PostgreSQL is 9 MB of WebAssembly: in worker threads, V8 once stopped the whole run freeing such
          // code ("Check failed: jit_page_->allocations_.erase(addr) == 1", decision 0060). A process per file here.
          pool: 'forks',
          name: 'api-pglite',
          // Several server processes on one database: PGlite has one process per database.
          exclude: ['server/**/*.postgres.api.test.ts', ...(postgresAvailable() ? httpLayerTests : [])],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['server/test/pglite-global-setup.ts'],
        },
      },
      ...(postgresAvailable()
        ? [
            {
              test: {
                ...apiProject,
                ...worker,
                name: 'api-postgres',
                /**
                 * A worker thread runs file after file without importing the server again (decision 0064): the
                 * project took 128-133 s instead of 219 s here, and 139 s of CPU instead of 301 s.
                 */
                isolate: false,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['server/test/postgres-global-setup.ts'],
              },
            },
            {
              test: {
                name: 'faults',
                ...worker,
                include: faultTests,
                globalSetup: ['server/test/seeded-folder-global-setup.ts'],
                testTimeout: 180_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});

// The second half of `npm run build` (after `vite build`): the server compiled to JavaScript in dist-server/,
// so that `npm start` runs it on Node alone, without TypeScript tools or any devDependency.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { sourceHash } from './source-hash.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}dist-server`;
const hash = sourceHash(root);
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/main.ts',
    migrate: 'server/db/migrate.ts',
    'database-backup': 'scripts/database-backup.ts',
  },
  absWorkingDir: root,
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Packages stay in node_modules (installed with `npm install --omit=dev`); our own code is bundled.
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// The migrations are read from the folder next to the code that runs them.
cpSync(`${root}server/db/migrations`, `${out}/migrations`, { recursive: true });
writeFileSync(`${out}/source-hash`, hash);
console.log(`server built in dist-server/ (sources ${hash.slice(0, 12)})`);

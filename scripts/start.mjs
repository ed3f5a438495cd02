// `npm start` (the server) and `npm run db:migrate` (the migrations alone): runs the compiled program from
// dist-server/, and builds first only when the build is missing or was made from other sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { sourceHash } from './source-hash.mjs';

const root = new URL('..', import.meta.url).pathname;
// The program's own arguments follow its name (npm run db:backup -- <file>).
const [program = 'main'] = process.argv.splice(2, 1);
const entry = `${root}dist-server/${program}.js`;
const built =
  existsSync(entry) && existsSync(`${root}dist/index.html`)
    ? readFileSync(`${root}dist-server/source-hash`, 'utf8')
    : null;

// What `npm run build` uses; devDependencies, missing where the product was installed with --omit=dev.
const buildTools = ['vite', '@vitejs/plugin-react', '@tailwindcss/vite', 'esbuild'];

if (built !== sourceHash(root)) {
  if (!buildTools.every((name) => existsSync(`${root}node_modules/${name}`))) {
    // An install without devDependencies runs what was built; it cannot build.
    if (!built) {
      console.error(
        'No build to run, and the build tools are not installed: run `npm install` and `npm run build` first.',
      );
      process.exit(1);
    }
    console.warn(
      'The build differs from these sources; without devDependencies it cannot be rebuilt here, so the existing build runs.',
    );
  } else {
    console.log(built ? 'The sources changed since the last build: building…' : 'No build yet: building…');
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
await import(entry);

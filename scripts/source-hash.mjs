import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the built product is made of; tests and test helpers are not. */
const SOURCE_FOLDERS = ['server', 'contract', 'web', 'locales', 'public', 'scripts'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.startsWith(join('server', 'test'));

function filesUnder(root, folder) {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [folder];
  return readdirSync(path).flatMap((name) => filesUnder(root, join(folder, name)));
}

/** A hash of the sources under `root` (names and contents): the build records it, `npm start` compares it. */
export function sourceHash(root) {
  const hash = createHash('sha256');
  const files = [...SOURCE_FOLDERS, ...SOURCE_FILES]
    .flatMap((entry) => filesUnder(root, entry))
    .filter((path) => !isTest(path))
    .sort();
  for (const file of files)
    hash
      .update(`${relative(root, join(root, file))}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

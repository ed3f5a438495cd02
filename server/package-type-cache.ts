import { readFileSync, realpathSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Imports inside installed packages resolved with each package's `type` read once (decision 0057).
 *
 * Node 24 finds the format of every `.js` file it imports by reading the package's package.json, and in doing
 * so parses that file's whole `exports` field again, once per module: importing drizzle-orm and its pg-core took
 * 1.1-1.5 s (0.14 s on Node 20), date-fns with its locales 4-5 s (0.6 s): about half of importing the server. Relative
 * imports from a package's own files are resolved here with the same rules: the file relative to the importer,
 * its real path, the format from the extension and the nearest package.json's `type`. Anything else (bare
 * names, `#imports`, a file that is not there, a `.js` whose package names no type, which Node tells apart by
 * its syntax) is left to Node.
 *
 * Loaded first by every server process (server/main.ts) and by every test worker (vitest.config.ts); plain
 * erasable TypeScript with only Node's own modules, so that Node runs it without a build.
 */
type PackageType = 'module' | 'commonjs' | undefined;

const typeOfFolder = new Map<string, PackageType>();

/** The `type` of the nearest package.json at or above the folder, as Node reads it. */
function packageType(folder: URL): PackageType {
  if (typeOfFolder.has(folder.href)) return typeOfFolder.get(folder.href);
  let type: PackageType;
  try {
    const declared: unknown = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')).type;
    type = declared === 'module' || declared === 'commonjs' ? declared : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const parent = new URL('..', folder);
    type = parent.href === folder.href ? undefined : packageType(parent);
  }
  typeOfFolder.set(folder.href, type);
  return type;
}

function formatOf(url: URL): PackageType {
  if (url.pathname.endsWith('.mjs')) return 'module';
  if (url.pathname.endsWith('.cjs')) return 'commonjs';
  if (url.pathname.endsWith('.js')) return packageType(new URL('.', url));
  return undefined;
}

/** The module a relative import inside a package names, as Node would resolve it, or nothing to leave it to Node. */
function packageFile(specifier: string, importer: string) {
  // Encoded slashes are refused by Node with its own error.
  if (/%2f|%5c/i.test(specifier)) return undefined;
  const named = new URL(specifier, importer);
  const path = fileURLToPath(named);
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
  const url = pathToFileURL(realpathSync(path));
  url.search = named.search;
  url.hash = named.hash;
  const format = formatOf(url);
  return format && { url: url.href, format, shortCircuit: true };
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const importer = context.parentURL;
    const inPackage =
      importer?.startsWith('file:') && importer.includes('/node_modules/') && /^\.\.?\//.test(specifier);
    return (inPackage && packageFile(specifier, importer!)) || nextResolve(specifier, context);
  },
});

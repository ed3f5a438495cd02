import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the strongest settings, so that the
 * server sends compressed files without compressing on each request (serveStatic's `precompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'swiss-tee-times:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
          }),
        );
      },
    },
  };
}

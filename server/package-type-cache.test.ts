import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Installed packages of every kind, imported by Node with and without the package-type cache: the same modules
 * come out in the same format (an ES module's exports, a CommonJS module's `module.exports`), once each.
 */
const folder = mkdtempSync(join(tmpdir(), 'teetimes-package-type-'));
const hook = join(process.cwd(), 'server/package-type-cache.ts');

function write(path: string, text: string) {
  mkdirSync(join(folder, path, '..'), { recursive: true });
  writeFileSync(join(folder, path), text);
}

const esm = (name: string) => `export const kind = 'esm:${name}';\n`;
const cjs = (name: string) => `module.exports = { kind: 'cjs:' + ${JSON.stringify(name)} };\n`;

// "type": "module": .js files are ES modules, and a package.json without a type in a sub-folder makes its .js CommonJS.
write(
  'node_modules/typed-module/package.json',
  JSON.stringify({ name: 'typed-module', type: 'module', main: 'index.js' }),
);
write(
  'node_modules/typed-module/index.js',
  [
    "import { kind as inner } from './lib/inner.js';",
    "import legacy from './legacy/old.js';",
    "import cjsFile from './explicit.cjs';",
    "import { kind as mjsFile } from '../typed-commonjs/esm.mjs';",
    // A file linked into the package is the module at its real path, not a second one.
    "import { instance as linked } from './linked.js';",
    "import { instance as real } from '../shared-files/real.js';",
    "export const kinds = [inner, legacy.kind, cjsFile.kind, mjsFile, linked === real ? 'one instance' : 'two'];",
  ].join('\n'),
);
write('node_modules/typed-module/lib/inner.js', esm('inner'));
write('node_modules/typed-module/legacy/package.json', JSON.stringify({ sideEffects: false }));
write('node_modules/typed-module/legacy/old.js', cjs('legacy'));
write('node_modules/typed-module/explicit.cjs', cjs('explicit'));
write('node_modules/shared-files/package.json', JSON.stringify({ name: 'shared-files', type: 'module' }));
write('node_modules/shared-files/real.js', 'export const instance = {};\n');
symlinkSync(join(folder, 'node_modules/shared-files/real.js'), join(folder, 'node_modules/typed-module/linked.js'));
// "type": "commonjs", with an .mjs beside it.
write('node_modules/typed-commonjs/package.json', JSON.stringify({ name: 'typed-commonjs', type: 'commonjs' }));
write('node_modules/typed-commonjs/index.js', "module.exports = { kinds: [require('./lib/inner.js').kind] };\n");
write('node_modules/typed-commonjs/lib/inner.js', cjs('inner'));
write('node_modules/typed-commonjs/esm.mjs', esm('mjs'));
// No type: Node tells a .js file's format by its syntax.
write('node_modules/untyped/package.json', JSON.stringify({ name: 'untyped', main: 'index.js' }));
write(
  'node_modules/untyped/index.js',
  "import { kind } from './esm-syntax.js';\nimport other from './cjs-syntax.js';\nexport const kinds = [kind, other.kind];\n",
);
write('node_modules/untyped/esm-syntax.js', esm('detected'));
write('node_modules/untyped/cjs-syntax.js', cjs('detected'));
write(
  'main.mjs',
  [
    "import { kinds as a } from 'typed-module';",
    "import b from 'typed-commonjs';",
    "import { kinds as c } from 'untyped';",
    'console.log(JSON.stringify([...a, ...b.kinds, ...c]));',
  ].join('\n'),
);

const run = (execArgv: string[]) =>
  JSON.parse(execFileSync(process.execPath, [...execArgv, join(folder, 'main.mjs')], { encoding: 'utf8' })) as string[];

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the package-type cache', () => {
  it('gives every module inside a package the format Node gives it, once, at its real path', () => {
    const expected = [
      'esm:inner',
      'cjs:legacy',
      'cjs:explicit',
      'esm:mjs',
      'one instance',
      'cjs:inner',
      'esm:detected',
      'cjs:detected',
    ];
    expect(run([])).toEqual(expected);
    expect(run(['--import', hook])).toEqual(expected);
  });

  it('fails an import of a missing file inside a package, as Node does', () => {
    write('node_modules/broken/package.json', JSON.stringify({ name: 'broken', type: 'module', main: 'index.js' }));
    write('node_modules/broken/index.js', "import './missing.js';\n");
    write('broken.mjs', "import 'broken';\n");
    const fails = (execArgv: string[]) => () =>
      execFileSync(process.execPath, [...execArgv, join(folder, 'broken.mjs')], { stdio: 'pipe' });
    expect(fails([])).toThrow(/missing\.js/);
    expect(fails(['--import', hook])).toThrow(/missing\.js/);
  });
});

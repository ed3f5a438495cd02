import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every word of every string in the web app's source that tailwind-merge takes for a Tailwind class. */
function classesOfTheApp(): string[] {
  const words = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      // cn.ts itself is left out: its strings are names of properties, not classes.
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && path !== join('web', 'lib', 'cn.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
          for (const word of match[2]!.split(/\s+/)) if (/^[a-z!-][\w\-:[\]./%#(),!&>*=]*$/.test(word)) words.add(word);
        }
      }
    }
  };
  visit('web');
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word).sort();
}

describe('cn', () => {
  const classes = classesOfTheApp();

  it('finds the classes of the app', () => {
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'text-slate-700', 'lg:grid-cols-[1fr_20rem]', 'hover:bg-fairway-50']));
  });

  it('resolves every pair of classes the app uses as tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`${pair} → ${cn(pair)}, tailwind-merge: ${twMerge(pair)}`);
      }
    }
    expect(differences.slice(0, 60)).toEqual([]);
    // Some hundred thousand pairs: about 3 s alone, more than the default 5 s beside the API suites on two cores.
  }, 30_000);

  it('lets a later class override an earlier one, also through variants and shorthands', () => {
    expect(cn('px-4 py-2 text-sm', 'p-0')).toBe('text-sm p-0');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('text-slate-700 text-sm', 'text-white')).toBe('text-sm text-white');
    expect(cn('hover:bg-fairway-50 bg-white', 'hover:bg-fairway-700')).toBe('bg-white hover:bg-fairway-700');
    expect(cn('border border-slate-200', 'border-fairway-300')).toBe('border border-fairway-300');
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });
});

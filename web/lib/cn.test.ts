import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every word of every string in the web app's source that (the full) tailwind-merge takes for a Tailwind class. */
function classesOfTheApp(): string[] {
  const words = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      // cn.ts itself is left out: its strings are names of groups and values, not classes.
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
    expect(classes).toEqual(
      expect.arrayContaining(['px-4', 'text-sm', 'text-slate-700', 'lg:grid-cols-[1fr_20rem]', 'hover:bg-fairway-50']),
    );
  });

  // Its table knows only the utilities the app writes: a new one the table lacks shows up here as a pair it merges wrongly.
  it('resolves every pair of classes the app uses as the full tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`${pair} → ${cn(pair)}, tailwind-merge: ${twMerge(pair)}`);
      }
    }
    expect(differences.slice(0, 60)).toEqual([]);
    // Some hundred thousand pairs: seconds alone, more than the default 5 s beside the API suites on two cores.
  }, 60_000);

  it('lets a later class override an earlier one, also through variants and shorthands', () => {
    expect(cn('px-4 py-2 text-sm', 'p-0')).toBe('text-sm p-0');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('text-slate-700 text-sm', 'text-white')).toBe('text-sm text-white');
    expect(cn('hover:bg-fairway-50 bg-white', 'hover:bg-fairway-700')).toBe('bg-white hover:bg-fairway-700');
    expect(cn('border border-slate-200', 'border-fairway-300')).toBe('border border-fairway-300');
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('keeps a background picture beside a background colour: they are different properties', () => {
    expect(cn('bg-red-500', 'bg-[url(/hero.webp)]')).toBe('bg-red-500 bg-[url(/hero.webp)]');
  });

  it('lets a later font weight replace an arbitrary one', () => {
    expect(cn('font-[550]', 'font-bold')).toBe('font-bold');
  });

  it('tells an arbitrary size from an arbitrary colour', () => {
    expect(cn('text-[10px]', 'text-red-500')).toBe('text-[10px] text-red-500');
    expect(cn('border-[3px]', 'border-[#0f0]')).toBe('border-[3px] border-[#0f0]');
    expect(cn('bg-[#0f0]', 'bg-red-500')).toBe('bg-red-500');
  });

  it('lets a size replace an earlier width and height, not a later one', () => {
    expect(cn('size-4 w-6')).toBe('size-4 w-6');
    expect(cn('w-6 h-2 size-4')).toBe('size-4');
  });
});

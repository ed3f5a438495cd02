import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRegions } from '../server/db/seed/demo-clubs';
import { UNKNOWN_REGION } from '../server/domain/mystery';
import { flattenLocale, localeFiles } from '../server/i18n/translate';

const flat = { en: flattenLocale(localeFiles.en), de: flattenLocale(localeFiles.de), fr: flattenLocale(localeFiles.fr) };
/** Texts that are the same word in English and the other language, a proper name (official canton names) or only placeholders. */
const sameInEveryLanguage = new Set([
  'nav.notifications',
  'mystery.badge',
  'notifications.title',
  'pages.about.contact.company',
  'pages.about.contact.street',
  'cantons.Appenzell Ausserrhoden',
  'cantons.Appenzell Innerrhoden',
  'cantons.Basel-Landschaft',
  'regions.Bern & Mittelland',
  'mystery.windowChoice',
  'mystery.windowChoiceNumbered',
]);
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('texts', () => {
  it.each(['de', 'fr'] as const)('%s has every key of en and no other', (language) => {
    expect(Object.keys(flat[language]).sort()).toEqual(Object.keys(flat.en).sort());
  });

  it.each(['en', 'de', 'fr'] as const)('%s has no empty text', (language) => {
    expect(Object.entries(flat[language]).filter(([, value]) => !value.trim())).toEqual([]);
  });

  it.each(['de', 'fr'] as const)('%s keeps the placeholders of en', (language) => {
    const broken = Object.keys(flat.en).filter((key) => placeholders(flat.en[key]!).join() !== placeholders(flat[language][key] ?? '').join());
    expect(broken).toEqual([]);
  });

  it.each(['de', 'fr'] as const)('%s is translated, not an English copy', (language) => {
    const copies = Object.keys(flat.en).filter((key) => !sameInEveryLanguage.has(key) && flat.en[key]!.length > 12 && flat[language][key] === flat.en[key]);
    expect(copies).toEqual([]);
  });

  it.each(['en', 'de', 'fr'] as const)('%s names every region of the demo clubs, and the unknown region', (language) => {
    expect([...demoRegions, UNKNOWN_REGION].filter((region) => !flat[language][`regions.${region}`])).toEqual([]);
  });

  it('has an en text for every literal key the web app and the server use', () => {
    const used = new Set<string>();
    for (const file of [...sourceFiles('web'), ...sourceFiles('server')]) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
      for (const match of source.matchAll(/\blabel: '([a-z]+\.[\w.]+)'/g)) used.add(match[1]!);
    }
    const known = (key: string) => key in flat.en || `${key}_other` in flat.en;
    expect([...used].filter((key) => !known(key)).sort()).toEqual([]);
  });
});

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../contract/audit';
import { demoRegions } from '../server/db/seed/demo-clubs';
import { flattenLocale, localeFiles } from '../server/i18n/translate';

const flat = {
  en: flattenLocale(localeFiles.en),
  de: flattenLocale(localeFiles.de),
  fr: flattenLocale(localeFiles.fr),
  it: flattenLocale(localeFiles.it),
};
/** Texts that are the same word in English and the other language, or a proper name (official canton and region names). */
const sameInEveryLanguage = new Set([
  'nav.notifications',
  'mystery.badge',
  'notifications.title',
  'pages.about.contact.company',
  'pages.about.contact.street',
  'pages.imprint.company',
  'pages.imprint.street',
  'pages.imprint.email',
  'pages.imprint.uid',
  'cantons.Appenzell Ausserrhoden',
  'cantons.Appenzell Innerrhoden',
  'cantons.Basel-Landschaft',
  'regions.Bern & Mittelland',
  'results.clubs_one',
  'results.clubs_other',
  'courses.places_one',
  'courses.places_other',
]);
/** A text of placeholders and punctuation only, e.g. '{{clubs}}, {{times}}', is the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** The literal keys a source calls with a `count` option, which makes i18next (and the server's translate) pick a plural form. */
function keysUsedWithCount(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/\b(?:t|translate)\(\s*(?:[\w.]+,\s*)?'([a-zA-Z][\w.]*)',\s*\{/g)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    for (; end < source.length && depth > 0; end++) depth += source[end] === '{' ? 1 : source[end] === '}' ? -1 : 0;
    // Only the options' own properties: nested calls (t('a', { b: t('c', { count }) })) are found on their own.
    let options = source.slice(start, end - 1);
    for (let previous = ''; previous !== options;)
      [previous, options] = [options, options.replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, '')];
    if (/(^|,)\s*count\s*(:|,|$)/.test(options)) keys.push(match[1]!);
  }
  return keys;
}

describe('texts', () => {
  it.each(['de', 'fr', 'it'] as const)('%s has every key of en and no other', (language) => {
    expect(Object.keys(flat[language]).sort()).toEqual(Object.keys(flat.en).sort());
  });

  it.each(['en', 'de', 'fr', 'it'] as const)('%s has no empty text', (language) => {
    expect(Object.entries(flat[language]).filter(([, value]) => !value.trim())).toEqual([]);
  });

  it.each(['de', 'fr', 'it'] as const)('%s keeps the placeholders of en', (language) => {
    const broken = Object.keys(flat.en).filter(
      (key) => placeholders(flat.en[key]!).join() !== placeholders(flat[language][key] ?? '').join(),
    );
    expect(broken).toEqual([]);
  });

  it.each(['de', 'fr', 'it'] as const)('%s is translated, not an English copy', (language) => {
    const copies = Object.keys(flat.en).filter(
      (key) =>
        !sameInEveryLanguage.has(key) &&
        hasWords(flat.en[key]!) &&
        flat.en[key]!.length > 12 &&
        flat[language][key] === flat.en[key],
    );
    expect(copies).toEqual([]);
  });

  it.each(['en', 'de', 'fr', 'it'] as const)('%s names every region of the demo clubs', (language) => {
    expect([...demoRegions].filter((region) => !flat[language][`regions.${region}`])).toEqual([]);
  });

  it('has plural forms (_one, _other) in every language for every key used with a count, and shows {{count}} only in plural forms', () => {
    const usedWithCount = new Set(
      [...sourceFiles('web'), ...sourceFiles('server')].flatMap((file) =>
        keysUsedWithCount(readFileSync(file, 'utf8')),
      ),
    );
    expect(usedWithCount.size).toBeGreaterThan(10);
    const missing = [...usedWithCount].flatMap((key) =>
      (['en', 'de', 'fr', 'it'] as const).flatMap((language) =>
        ['one', 'other']
          .map((form) => `${language}: ${key}_${form}`)
          .filter((entry) => !(entry.split(': ')[1]! in flat[language])),
      ),
    );
    expect(missing).toEqual([]);
    const countWithoutForms = Object.keys(flat.en).filter(
      (key) => flat.en[key]!.includes('{{count}}') && !/_(one|other)$/.test(key),
    );
    expect(countWithoutForms).toEqual([]);
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

  it('names every change the audit log records, in every language', () => {
    const missing = Object.entries(AUDIT_ACTIONS).flatMap(([entity, actions]) =>
      actions.flatMap((action) =>
        (['en', 'de', 'fr', 'it'] as const)
          .filter((language) => !(`superAdmin.audit.actions.${entity}.${action}` in flat[language]))
          .map((language) => `${language}: ${entity}.${action}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

import en from '../../locales/en.json';
import de from '../../locales/de.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import type { Language } from '../../contract/common';

type Tree = { [key: string]: string | Tree };

export const localeFiles: Record<Language, Tree> = { en, de, fr, it };

/** Flattens a locale file to dotted keys, as stored in the translations table. */
export function flattenLocale(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenLocale(value, path));
  }
  return flat;
}

const flatLocales: Record<Language, Record<string, string>> = {
  en: flattenLocale(en),
  de: flattenLocale(de),
  fr: flattenLocale(fr),
  it: flattenLocale(it),
};

const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  de: new Intl.PluralRules('de'),
  fr: new Intl.PluralRules('fr'),
  it: new Intl.PluralRules('it'),
};

/**
 * Server-side texts (mails, calendar files) in the user's language, with {{name}} placeholders. A numeric
 * `count` picks the plural form (key_one, key_other) as i18next does in the browser.
 */
export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const { count } = values;
  const forms =
    typeof count === 'number' ? [`${key}_${pluralRules[language].select(count)}`, `${key}_other`, key] : [key];
  const texts = [flatLocales[language], flatLocales.en];
  const template = texts.flatMap((flat) => forms.map((form) => flat[form])).find((text) => text !== undefined) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * A region's name in the language, as shipped in the locale files; a region a super admin added later has its
 * names in the translations table only, and reads its key here.
 */
export function regionName(language: Language, region: string): string {
  return flatLocales[language][`regions.${region}`] ?? flatLocales.en[`regions.${region}`] ?? region;
}

import en from '../../locales/en.json';
import de from '../../locales/de.json';
import fr from '../../locales/fr.json';
import type { Language } from '../../contract/common';

type Tree = { [key: string]: string | Tree };

export const localeFiles: Record<Language, Tree> = { en, de, fr };

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
};

/** Server-side texts (mails, calendar files) in the user's language, with {{name}} placeholders. */
export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  const template = flatLocales[language][key] ?? flatLocales.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

import i18next from 'i18next';
import en from '../../locales/en.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import it from '../../locales/it.json' with { type: 'json' };
import { languages, type Language } from '../../contract/common';

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

const flatLocales = Object.fromEntries(
  languages.map((language) => [language, flattenLocale(localeFiles[language])]),
) as Record<Language, Record<string, string>>;

/** A text in a language, with {{name}} placeholders filled; a numeric `count` picks the plural form. */
export type Translate = (language: Language, key: string, values?: Record<string, string | number>) => string;

/** A text a super admin edited (or added) in the translations table, which wins over the locale file's. */
export interface EditedText {
  key: string;
  language: Language;
  value: string;
}

/**
 * The server's texts (mails, calendar files, invoices) through i18next, set up as the web sets it up (flat
 * keys, English for a missing text, plural forms key_one/key_other by the language's rules): the locale
 * files, with the edited texts on top.
 */
export function createTranslate(edited: EditedText[] = []): Translate {
  const resources = Object.fromEntries(
    languages.map((language) => [language, { translation: { ...flatLocales[language] } }]),
  );
  for (const text of edited) resources[text.language]!.translation[text.key] = text.value;
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return (language, key, values = {}) => instance.t(key, { ...values, lng: language });
}

/** The locale files' texts alone: for tests, and for texts no super admin edits. */
export const translate: Translate = createTranslate();

/**
 * A region's name in the language, as shipped in the locale files; a region a super admin added later has its
 * names in the translations table only, and reads its key here.
 */
export function regionName(language: Language, region: string): string {
  return flatLocales[language][`regions.${region}`] ?? flatLocales.en[`regions.${region}`] ?? region;
}

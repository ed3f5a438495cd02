/** One collator per language: `a.localeCompare(b, language)` builds one at each call, which sorting calls often. */
const collators = new Map<string, Intl.Collator>();

/**
 * Compares two names as a reader of `language` sorts them ("Zug" before "Zürich" in German, "Appenzell" before
 * "Argovie" in French): the sort of every list of names shown, on the web and the server.
 */
export function collate(language: string): (a: string, b: string) => number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator.compare;
}

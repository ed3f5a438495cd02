import { z } from 'zod';
import { languages, type Language } from './common';
import { plainText } from './text';

/** The texts a club writes for golfers, each per language, shown only on that club's page. */
export const clubTextFields = ['description', 'directions', 'notes'] as const;
export type ClubTextField = (typeof clubTextFields)[number];

/** The longest text of each field, in characters. */
export const CLUB_TEXT_MAX: Record<ClubTextField, number> = { description: 2000, directions: 1000, notes: 1000 };

/** One field of one language: trimmed; empty means the club has no such text in that language. */
const clubTextValue = (max: number) =>
  plainText(z.string().trim().max(max, `must have at most ${max} characters`))
    .nullish()
    .transform((text) => text || null);

/** What a club admin saves for one language: every field; an empty or missing field removes that text. */
export const saveClubTextsSchema = z.object({
  description: clubTextValue(CLUB_TEXT_MAX.description),
  directions: clubTextValue(CLUB_TEXT_MAX.directions),
  notes: clubTextValue(CLUB_TEXT_MAX.notes),
});
export type SaveClubTexts = z.input<typeof saveClubTextsSchema>;
export type ClubTextsOfLanguage = z.output<typeof saveClubTextsSchema>;

/** The club's texts in every language, as its admins edit them. */
export const clubTextsSchema = z.object(
  Object.fromEntries(languages.map((language) => [language, saveClubTextsSchema])) as Record<
    Language,
    typeof saveClubTextsSchema
  >,
);
export type ClubTexts = Record<Language, ClubTextsOfLanguage>;

/** A text as a golfer reads it, with the language it is written in (which may not be theirs). */
export const shownClubTextSchema = z.object({ text: z.string(), language: z.enum(languages) }).nullable();
export type ShownClubText = z.infer<typeof shownClubTextSchema>;
export const shownClubTextsSchema = z.object({
  description: shownClubTextSchema,
  directions: shownClubTextSchema,
  notes: shownClubTextSchema,
});
export type ShownClubTexts = z.infer<typeof shownClubTextsSchema>;

/** The languages to try for a reader of `language`: theirs, then English (the platform's fallback), then the others. */
export const fallbackLanguages = (language: Language): Language[] => [
  ...new Set<Language>([language, 'en', ...languages]),
];

/** Each field in the reader's language, or else in the first fallback language the club wrote it in; null when in none. */
export function clubTextsFor(
  texts: Partial<Record<Language, Partial<ClubTextsOfLanguage>>>,
  language: Language,
): ShownClubTexts {
  const order = fallbackLanguages(language);
  const pick = (field: ClubTextField): ShownClubText => {
    const found = order.find((candidate) => texts[candidate]?.[field]);
    return found ? { text: texts[found]![field]!, language: found } : null;
  };
  return { description: pick('description'), directions: pick('directions'), notes: pick('notes') };
}

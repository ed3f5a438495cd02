import type { Language } from './languages';

/**
 * The interface texts come in two parts. `main`: what any golfer's screen may show, asked for at the start.
 * `pages`: the texts of the pages that ask for them when they load (the club area, the super admin, the legal
 * and about pages, the outbox), two thirds of all texts. Mails' texts are the server's own and in neither.
 * Kept free of zod: the app's first script reads it.
 */
export const textParts = ['main', 'pages'] as const;
export type TextPart = (typeof textParts)[number];

const PAGE_TEXT_GROUPS = new Set(['clubAdmin', 'superAdmin', 'clubTexts', 'pages', 'outbox']);
const SERVER_TEXT_GROUPS = new Set(['mail']);

/** The part a text's key belongs to (by its first segment), or null for a text the app never shows. */
export function textPart(key: string): TextPart | null {
  const group = key.split('.', 1)[0]!;
  if (SERVER_TEXT_GROUPS.has(group)) return null;
  return PAGE_TEXT_GROUPS.has(group) ? 'pages' : 'main';
}

/** Where a part of a language's texts is asked for: the page shell preloads the very address the app fetches. */
export const textsPath = (language: Language, part: TextPart) => `/api/translations?lang=${language}&part=${part}`;

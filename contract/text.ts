import type { z } from 'zod';

// \p{Cc}: C0 controls (tab, CR and LF among them), DEL and C1; \p{Cs}: a lone half of a surrogate pair, which
// no database stores as sent; U+2028 and U+2029 end a line in some programs.
const notInLine = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const notInText = /(?![\n\t])[\p{Cc}\p{Cs}\u2028\u2029]/u;

/** The refusals of a control character, in the API's words (the web app says them in the user's language). */
export const controlCharacterMessages = {
  line: 'must be one line without control characters',
  text: 'must not contain control characters',
} as const;

/**
 * The one rule for what a text typed by a person may hold. A line (a name, a city, an address) has no control
 * character at all: a CR or TAB in a golfer's name started a new row in a club's CSV file. A text with lines
 * (a description) may break lines and hold tabs; a Windows line end (CR LF) becomes LF first.
 */
export const plainLine = <S extends z.ZodString>(schema: S) =>
  schema.refine((value) => !notInLine.test(value), controlCharacterMessages.line);

export const plainText = <S extends z.ZodString>(schema: S) =>
  schema
    .overwrite((value) => value.replace(/\r\n?/g, '\n') as z.output<S>)
    .refine((value) => !notInText.test(value), controlCharacterMessages.text);

import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file for a club's accounting: UTF-8 with a BOM so spreadsheet programs read umlauts, CRLF lines, a
 * field with a quote, comma, CR or LF quoted (a lone CR too: told so, csv-stringify would quote only CRLF). A
 * text that starts with = + - @ TAB or CR (or their full-width forms) gets a leading ' so a spreadsheet never
 * runs it as a formula; numbers stay numbers, negative ones too. Amounts go in columns named `..._chf`, written
 * with two decimals.
 */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  const isAmount = header.map((name) => name.endsWith('_chf'));
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (value, { index }) => (isAmount[index] ? value.toFixed(2) : String(value)) },
  });
}

export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
});

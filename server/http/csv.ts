import { stringify } from 'csv-stringify/sync';

/** A column of a CSV file: its title, and whether it holds amounts in CHF (written with two decimals). */
export interface CsvColumn {
  title: string;
  amount?: boolean;
}

/**
 * A CSV file for a club's accounting, as Swiss Excel opens it: cells separated by semicolons (the list
 * separator of Windows in de-CH, fr-CH and it-CH, where a comma shows each row in one column), UTF-8 with a
 * BOM so umlauts are read, CRLF lines, a field with a quote, semicolon, CR or LF quoted (a lone CR too: told
 * so, csv-stringify would quote only CRLF). A text that starts with = + - @ TAB or CR (or their full-width
 * forms) gets a leading ' so a spreadsheet never runs it as a formula; numbers stay numbers, negative ones too.
 */
export function csvDocument(columns: CsvColumn[], rows: (string | number | null)[][]): string {
  return stringify([columns.map((column) => column.title), ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (value, { index }) => (columns[index]?.amount ? value.toFixed(2) : String(value)) },
  });
}

export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
});

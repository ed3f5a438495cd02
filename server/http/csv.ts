const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quotes doubled; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n;']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV file for a club's accounting: UTF-8 with a BOM so spreadsheet programs read umlauts, CRLF lines. */
export function csvDocument(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const csvHeaders = (filename: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` });

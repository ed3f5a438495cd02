import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDocument } from './csv';

/** What a spreadsheet program reads: the rows and cells of the file; outside quotes, any line end ends a row. */
const cells = (document: string) =>
  parse(document, { bom: true, delimiter: ';', record_delimiter: ['\r\n', '\r', '\n'] }) as string[][];

describe('csvDocument', () => {
  it('starts with a BOM, separates cells with semicolons (Swiss Excel) and ends every row with CRLF', () => {
    const document = csvDocument([{ title: 'golfer' }, { title: 'players' }], [['Anna Müller', 4]]);
    expect(document).toBe('\uFEFFgolfer;players\r\nAnna Müller;4\r\n');
  });

  it('keeps a text with a CR, a LF, quotes or semicolons in its own cell: no new row starts inside it (issue 18, point 4)', () => {
    const texts = ['Eve\r=1+2', 'Eve\n=1+2', 'Eve\r\n@SUM(A1)', 'Say "hi"; then go'];
    const rows = cells(
      csvDocument(
        [{ title: 'golfer' }],
        texts.map((text) => [text]),
      ),
    );
    expect(rows).toEqual([['golfer'], ...texts.map((text) => [text])]);
  });

  it.each(['=1+2', '+41 44 123', '-1+2', '@SUM(A1)', '\t=1+2', '\r=1+2', '\uFF1D1+2'])(
    'neutralises a text that a spreadsheet would run as a formula: %j',
    (text) => {
      const [, [cell]] = cells(csvDocument([{ title: 'golfer' }], [[text]])) as [string[], string[]];
      expect(cell).toBe(`'${text}`);
    },
  );

  it('writes numbers as numbers, negative ones too, amounts with two decimals, and an empty cell for null', () => {
    const columns = [
      { title: 'players' },
      { title: 'refund', amount: true },
      { title: 'total', amount: true },
      { title: 'note' },
    ];
    expect(csvDocument(columns, [[-2, -12.5, 140, null]])).toBe(
      '\uFEFFplayers;refund;total;note\r\n-2;-12.50;140.00;\r\n',
    );
  });
});

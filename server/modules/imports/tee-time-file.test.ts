import { describe, expect, it } from 'vitest';
import { readTeeTimeFile } from './tee-time-file';

const read = (text: string | Buffer) => readTeeTimeFile(Buffer.isBuffer(text) ? text : Buffer.from(text));

describe("reading a tee-sheet program's export", () => {
  it('takes a byte-order mark, tabs, ISO and two-digit years, dotted times and prices as clubs write them', () => {
    const file = read(
      "\uFEFFData\tOra\tBuche\tPosti\tPrezzo\tPrezzo normale\n2027-05-08\t8.10\t9\t2\tFr. 1'250.50\t1'300.-\n8.5.27\t07:00:00\t\t\t45\t\n",
    );
    expect(file.encoding).toBe('utf-8');
    expect(file.columns).toEqual({
      date: 'Data',
      time: 'Ora',
      holes: 'Buche',
      places: 'Posti',
      price: 'Prezzo',
      regularPrice: 'Prezzo normale',
    });
    expect(file.lines).toEqual([
      {
        line: 2,
        date: { value: '2027-05-08' },
        time: { value: '08:10' },
        holes: { value: 9 },
        places: { value: 2 },
        price: { value: 1250.5 },
        regularPrice: { value: 1300 },
      },
      {
        line: 3,
        date: { value: '2027-05-08' },
        time: { value: '07:00' },
        holes: { value: 18 },
        places: { value: 4 },
        price: { value: 45 },
        regularPrice: { value: null },
      },
    ]);
  });

  it('names the column and the text of a value it cannot read, and counts lines as the file does', () => {
    const [line] = read('Date,Time,Price\n\n31.02.2027,24:00,abc\n').lines;
    expect(line).toMatchObject({
      line: 3,
      date: { unreadable: { column: 'date', value: '31.02.2027' } },
      time: { unreadable: { column: 'time', value: '24:00' } },
      price: { unreadable: { column: 'price', value: 'abc' } },
    });
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    const file = read(
      Buffer.concat([
        Buffer.from('Datum;Zeit;Pl'),
        Buffer.from([0xe4]),
        Buffer.from('tze;Preis\n08.05.2027;08:00;4;60\n'),
      ]),
    );
    expect(file).toMatchObject({
      encoding: 'windows-1252',
      columns: { places: 'Plätze' },
      lines: [{ places: { value: 4 }, price: { value: 60 } }],
    });
  });
});

import { parse } from 'csv-parse/sync';
import { IMPORT_LINE_LIMIT, type ImportColumn } from '../../../contract/tee-time-imports';
import { isoDateSchema } from '../../../contract/common';
import { AppError } from '../../http/app-error';

/**
 * Reads a tee-sheet program's export: its bytes as UTF-8, or Windows-1252 when they are not UTF-8 (older
 * programs on Windows); the separator the header uses most (semicolon, comma or tab); the columns by their
 * names in German, French, Italian or English.
 */

/** What a header may call each column, accents and case aside. */
const HEADERS: Record<ImportColumn, string[]> = {
  date: ['date', 'datum', 'data', 'tag', 'jour', 'giorno', 'day'],
  time: [
    'time',
    'zeit',
    'startzeit',
    'uhrzeit',
    'start',
    'heure',
    'heure de depart',
    'depart',
    'ora',
    'orario',
    'tee time',
    'teetime',
  ],
  holes: ['holes', 'locher', 'loecher', 'lochzahl', 'trous', 'buche', 'runde'],
  places: ['places', 'platze', 'plaetze', 'spieler', 'players', 'joueurs', 'posti', 'giocatori', 'flight'],
  price: [
    'price',
    'preis',
    'prix',
    'prezzo',
    'angebotspreis',
    'aktionspreis',
    'discounted price',
    'prix reduit',
    'prezzo scontato',
  ],
  regularPrice: [
    'regular price',
    'original price',
    'normalpreis',
    'listenpreis',
    'greenfee',
    'prix normal',
    'prix catalogue',
    'prezzo normale',
    'prezzo di listino',
  ],
};

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const columnOf = (header: string) =>
  (Object.keys(HEADERS) as ImportColumn[]).find((column) => HEADERS[column].includes(folded(header)));

export type Encoding = 'utf-8' | 'windows-1252';

function decode(bytes: Buffer): { text: string; encoding: Encoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** A value of a line as read, or the column and text that could not be read. */
export type Read<T> = { value: T } | { unreadable: { column: ImportColumn; value: string } };

/** 24.05.2027, 24.5.27, 2027-05-24, 24/05/2027. */
function readDate(text: string): string | null {
  const swiss = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(text);
  const iso = swiss
    ? `${swiss[3]!.length === 2 ? `20${swiss[3]}` : swiss[3]}-${swiss[2]!.padStart(2, '0')}-${swiss[1]!.padStart(2, '0')}`
    : text;
  return isoDateSchema.safeParse(iso).success ? iso : null;
}

/** 8:10, 08:10, 08.10, 08:10:00. */
function readTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(text);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** 75, 75.00, 75,00, CHF 75.–, 75.- , 1'250.00. */
function readPrice(text: string): number | null {
  const bare = text
    .replace(/^(chf|fr\.?|sfr\.?)\s*/i, '')
    .replace(/\s*(chf|fr\.?)$/i, '')
    .replace(/[.,][-–]$/, '')
    .replace(/['’ ]/g, '')
    .replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(bare) ? Number(bare) : null;
}

const readWhole = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/** One line of the file, each value read (or why not). */
export interface FileLine {
  line: number;
  date: Read<string>;
  time: Read<string>;
  holes: Read<number>;
  places: Read<number>;
  price: Read<number>;
  regularPrice: Read<number | null>;
}

export interface TeeTimeFile {
  encoding: Encoding;
  columns: Partial<Record<ImportColumn, string>>;
  lines: FileLine[];
}

/** Reads the file; a file that is not such an export at all is refused with the reason. */
export function readTeeTimeFile(bytes: Buffer): TeeTimeFile {
  const { text, encoding } = decode(bytes);
  const body = text.replace(/^\uFEFF/, '');
  const header = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', ',', '\t'].reduce((best, candidate) =>
    header.split(candidate).length > header.split(best).length ? candidate : best,
  );
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read: the line the club sees in its file.
    records = parse(body, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new AppError('file_unreadable', `The file cannot be read as CSV: ${(error as Error).message}`);
  }
  const [first, ...rows] = records;
  const names = first?.record ?? [];
  const columns: Partial<Record<ImportColumn, string>> = {};
  const positions: Partial<Record<ImportColumn, number>> = {};
  names.forEach((name, position) => {
    const column = columnOf(name);
    if (column && positions[column] === undefined) {
      columns[column] = name;
      positions[column] = position;
    }
  });
  const missing = (['date', 'time', 'price'] as const).filter((column) => positions[column] === undefined);
  if (missing.length > 0)
    throw new AppError(
      'columns_missing',
      `The first line must name the columns; missing: ${missing.join(', ')} (found: ${names.join(', ') || 'nothing'})`,
    );
  if (rows.length === 0) throw new AppError('file_unreadable', 'The file has no tee times under its header');
  if (rows.length > IMPORT_LINE_LIMIT)
    throw new AppError(
      'too_many_lines',
      `A file may hold ${IMPORT_LINE_LIMIT} tee times; this one has ${rows.length}: split it by week`,
    );
  const cell = (row: string[], column: ImportColumn) =>
    positions[column] === undefined ? '' : (row[positions[column]] ?? '').trim();
  const read = <T>(row: string[], column: ImportColumn, reader: (text: string) => T | null, fallback?: T): Read<T> => {
    const text = cell(row, column);
    if (text === '' && fallback !== undefined) return { value: fallback };
    const value = reader(text);
    return value === null ? { unreadable: { column, value: text } } : { value };
  };
  return {
    encoding,
    columns,
    lines: rows.map(({ record: row, info }) => ({
      line: info.lines,
      date: read(row, 'date', readDate),
      time: read(row, 'time', readTime),
      holes: read(row, 'holes', readWhole, 18),
      places: read(row, 'places', readWhole, 4),
      price: read(row, 'price', readPrice),
      regularPrice: read<number | null>(row, 'regularPrice', readPrice, null),
    })),
  };
}

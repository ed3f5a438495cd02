import { partnerTeeTimeInputSchema } from '../../../contract/partner-tee-times';
import type {
  ImportColumn,
  ImportLine,
  ImportProblem,
  ImportResult,
  TeeTimeImport,
} from '../../../contract/tee-time-imports';
import type { Deps } from '../../http/deps';
import type { ClubActor } from '../../http/route';
import { writeTeeTimes, type Refused, type TeeTimeWrite } from '../partner-api/write-tee-times';
import { readTeeTimeFile, type FileLine, type Read } from './tee-time-file';

type Problem = NonNullable<ImportLine['problem']>;

/** The column a field of a tee time is read from. */
const columnOfField: Record<string, ImportColumn> = {
  date: 'date',
  time: 'time',
  holeCount: 'holes',
  places: 'places',
  discountedPrice: 'price',
  originalPrice: 'regularPrice',
};

const unreadable = (line: FileLine) =>
  [line.date, line.time, line.holes, line.places, line.price, line.regularPrice].find(
    (value): value is Extract<Read<unknown>, { unreadable: unknown }> => 'unreadable' in value,
  );
const valueOf = <T>(read: Read<T>) => ('value' in read ? read.value : null);

/** A line's tee time, or why the line cannot be one. */
function teeTimeOf(line: FileLine): { teeTime: TeeTimeWrite } | { problem: Problem } {
  const bad = unreadable(line);
  if (bad)
    return {
      problem: {
        code: 'unreadable',
        ...bad.unreadable,
        message: `${bad.unreadable.column}: "${bad.unreadable.value}" cannot be read`,
      },
    };
  const price = valueOf(line.price)!;
  const candidate = {
    date: valueOf(line.date),
    time: valueOf(line.time),
    holeCount: valueOf(line.holes),
    places: valueOf(line.places),
    discountedPrice: price,
    // Without a regular price the time is sold at its price, with no discount.
    originalPrice: valueOf(line.regularPrice) ?? price,
  };
  const parsed = partnerTeeTimeInputSchema.safeParse(candidate);
  if (parsed.success) {
    const { bookedElsewhere: _elsewhere, mysteryAllowed: _mystery, ...teeTime } = parsed.data;
    return { teeTime: { ...teeTime, externalId: null } };
  }
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0]);
  const code: ImportProblem =
    field === 'discountedPrice' && issue.message.includes('original price')
      ? 'price_above_regular'
      : field === 'time' && issue.message.includes('dark')
        ? 'late_start'
        : 'unreadable';
  // Without a regular price column, the regular price is the price's.
  const column =
    field === 'originalPrice' && valueOf(line.regularPrice) === null ? 'price' : (columnOfField[field] ?? 'date');
  const value = candidate[field as keyof typeof candidate];
  return {
    problem: {
      code,
      ...(code === 'unreadable' ? { column, value: String(value ?? '') } : {}),
      message: `${field}: ${issue.message}`,
    },
  };
}

/** What the tee sheet's refusal is called in a file's preview. */
const problemOf = (refused: Refused): Problem => ({
  code: refused.code === 'duplicate_external_id' ? 'same_start_twice' : (refused.code as ImportProblem),
  ...(refused.booked === undefined ? {} : { booked: refused.booked }),
  message: refused.message,
});

/**
 * Reads a tee-sheet program's export and writes its tee times by their starts, in one transaction (the rules of
 * the partner API: places never below those booked, a booked time keeps its start, ...); with `preview`, says
 * what it would do and writes nothing.
 */
export async function importTeeTimes(
  deps: Deps,
  actor: ClubActor,
  input: TeeTimeImport,
  now: Date,
  { preview }: { preview: boolean },
): Promise<ImportResult> {
  const file = readTeeTimeFile(Buffer.from(input.file, 'base64'));
  const read = file.lines.map((line) => ({ line, ...teeTimeOf(line) }));
  const writable = read.flatMap((entry) => ('teeTime' in entry ? [entry.teeTime] : []));
  const answers = await writeTeeTimes(
    deps,
    { clubId: actor.clubId, userId: actor.userId, action: 'import', audit: { file: 'csv' } },
    writable,
    now,
    { dryRun: preview },
  );
  let next = 0;
  const lines = read.map(({ line, ...entry }): ImportLine => {
    const shown = {
      line: line.line,
      date: valueOf(line.date),
      time: valueOf(line.time),
      holeCount: valueOf(line.holes),
      places: valueOf(line.places),
      discountedPrice: valueOf(line.price),
      originalPrice: valueOf(line.regularPrice) ?? valueOf(line.price),
    };
    if ('problem' in entry) return { ...shown, outcome: 'refused', problem: entry.problem };
    const answer = answers[next++]!;
    if (answer.outcome === 'refused') return { ...shown, outcome: 'refused', problem: problemOf(answer.error) };
    return {
      ...shown,
      outcome: answer.outcome === 'updated' || answer.outcome === 'linked' ? 'changed' : answer.outcome,
      problem: null,
    };
  });
  const counts = { created: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const line of lines) counts[line.outcome] += 1;
  return { preview, encoding: file.encoding, columns: file.columns, counts, lines };
}

import { FileUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FILE_BYTES,
  IMPORT_LINE_LIMIT,
  type ImportLine,
  type ImportResult,
} from '../../../../contract/tee-time-imports';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Refusal } from '../../../components/ui/refusal';
import { ApiError } from '../../../lib/api-client';
import { formatChf } from '../../../lib/format';
import { swissDate } from '../../../lib/swiss-date-time';
import { toast } from '../../../lib/toast';
import { useImportTeeTimes, usePreviewImport } from '../hooks';
import { clubRefusal } from './club-refusal';

const outcomeTone = { created: 'success', changed: 'warning', unchanged: 'neutral', refused: 'danger' } as const;

/** A file's bytes in base64, as the import takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * For a club without a link to its software: the software's export (CSV) is uploaded, its preview says for each
 * line what it would create or change or why it is refused, and only then is it imported.
 */
export function TeeTimeImport({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refusal = (error: Error) =>
    setProblem(
      error instanceof ApiError && error.code === 'too_many_lines'
        ? t('clubAdmin.imports.errors.tooLong', { count: IMPORT_LINE_LIMIT })
        : clubRefusal(t, error),
    );
  const preview = usePreviewImport(clubId, { onPreview: setResult, onRefused: refusal });
  const run = useImportTeeTimes(clubId, {
    onImported: (done) => {
      setResult(done);
      setFile(null);
      toast.success(t('clubAdmin.imports.done', { count: done.counts.created + done.counts.changed }));
    },
    onRefused: refusal,
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_FILE_BYTES)
      return setProblem(t('clubAdmin.imports.errors.tooLarge', { size: IMPORT_FILE_BYTES / 1024 }));
    const content = await base64Of(chosen);
    setFile({ name: chosen.name, content });
    preview.mutate(content);
  };
  const writable = result ? result.counts.created + result.counts.changed : 0;
  return (
    <Card className="xl:col-span-2">
      <div className="space-y-3 p-5 sm:p-6">
        <h2 id="import-title" className="text-lg font-bold text-fairway-950">
          {t('clubAdmin.imports.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('clubAdmin.imports.hint')}</p>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold focus-within:outline-2 focus-within:outline-fairway-600 hover:bg-slate-50">
          {preview.isPending ? <Spinner /> : <FileUp className="h-4 w-4" aria-hidden="true" />}
          {t('clubAdmin.imports.choose')}
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            onChange={(event) => void choose(event)}
          />
        </label>
        {file ? <p className="text-sm text-slate-700">{t('clubAdmin.imports.chosen', { name: file.name })}</p> : null}
        {problem ? <Refusal>{problem}</Refusal> : null}
      </div>
      {result ? (
        <section aria-labelledby="import-result-title" className="border-t border-slate-100">
          <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
            <h3 id="import-result-title" className="min-w-0 flex-1 font-semibold text-slate-900" role="status">
              {t(result.preview ? 'clubAdmin.imports.previewSummary' : 'clubAdmin.imports.doneSummary', {
                created: result.counts.created,
                changed: result.counts.changed,
                unchanged: result.counts.unchanged,
                refused: result.counts.refused,
              })}
            </h3>
            {result.preview && file ? (
              <Button disabled={writable === 0 || run.isPending} onClick={() => run.mutate(file.content)}>
                {run.isPending ? <Spinner /> : null}
                {t('clubAdmin.imports.import', { count: writable })}
              </Button>
            ) : null}
          </div>
          <ul className="divide-y divide-slate-100" aria-label={t('clubAdmin.imports.linesLabel')}>
            {result.lines.map((line) => (
              <ImportLineRow key={line.line} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

function ImportLineRow({ line }: { line: ImportLine }) {
  const { t } = useTranslation();
  const what = [
    line.date ? swissDate(line.date) : null,
    line.time,
    line.holeCount ? t('courses.holesShort', { count: line.holeCount }) : null,
    line.places ? t('clubAdmin.imports.places', { count: line.places }) : null,
    line.discountedPrice !== null ? formatChf(line.discountedPrice) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className="flex flex-col gap-1 px-5 py-2.5 sm:flex-row sm:items-baseline sm:gap-3 sm:px-6"
      data-testid="import-line"
    >
      <span className="w-20 shrink-0 text-xs text-slate-500">{t('clubAdmin.imports.line', { line: line.line })}</span>
      <span className="min-w-0 flex-1 text-sm">
        <Badge tone={outcomeTone[line.outcome]} className="mr-2">
          {t(`clubAdmin.imports.outcome.${line.outcome}`)}
        </Badge>
        <span className="text-slate-800 tabular-nums">{what}</span>
        {line.problem ? <span className="block text-red-800">{problemText(t, line.problem)}</span> : null}
      </span>
    </li>
  );
}

function problemText(t: ReturnType<typeof useTranslation>['t'], problem: NonNullable<ImportLine['problem']>) {
  if (problem.code === 'unreadable')
    return t('clubAdmin.imports.problems.unreadable', {
      value: problem.value ?? '',
      column: t(`clubAdmin.imports.columns.${problem.column ?? 'date'}`),
    });
  if (problem.code === 'places_taken')
    return t('clubAdmin.imports.problems.places_taken', { count: problem.booked ?? 0 });
  return t(`clubAdmin.imports.problems.${problem.code}`);
}

import type { TFunction } from 'i18next';
import { ArrowLeft, Plus } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { languages, type Language } from '../../../contract/languages';
import {
  PLATFORM_TEXTS_PAGE_SIZE,
  newPlatformTextSchema,
  placeholderMismatches,
  savePlatformTextSchema,
  textKeySchema,
  type PlatformText,
  type SavePlatformText,
} from '../../../contract/platform-texts';
import { QueryState } from '../../components/query-state';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Form, FormField } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { Select } from '../../components/ui/select';
import { Refusal } from '../../components/ui/refusal';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { usePlatformTexts, useSavePlatformText } from '../../features/super-admin/use-platform-texts';

const SEARCH_DELAY_MS = 300;
const textareaClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-fairway-600 focus:outline-2 focus:outline-fairway-600/30 aria-[invalid=true]:border-red-500';

type Texts = Record<Language, string>;
const languageName = (t: TFunction, language: Language) => t(`language.names.${language}`);

/** /super-admin/translations: the platform's texts in every language of the interface, searched, edited and added by super admins. */
export function PlatformTextsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 space-y-4 px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to="/super-admin"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-fairway-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('superAdmin.title')}
      </Link>
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('superAdmin.texts.title')}</h1>
      {auth.isSuperAdmin ? (
        <TextsEditor />
      ) : (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-950">
          {t('superAdmin.noAccess')}
        </p>
      )}
    </main>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function TextsEditor() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [missing, setMissing] = useState<Language | ''>('');
  const [adding, setAdding] = useState(false);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // A new search or filter starts on its first page.
  const filterKey = `${q}|${missing}`;
  const [paging, setPaging] = useState({ filterKey, offset: 0 });
  const offset = paging.filterKey === filterKey ? paging.offset : 0;
  const list = usePlatformTexts({
    q: q || undefined,
    missing: missing || undefined,
    offset,
    limit: PLATFORM_TEXTS_PAGE_SIZE,
  });
  return (
    <div className="space-y-4">
      <p className="text-slate-600">{t('superAdmin.texts.subtitle')}</p>
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] lg:grid-cols-[1fr_16rem_auto] lg:items-end">
        <Field label={t('superAdmin.texts.search')} id="texts-q">
          <Input
            id="texts-q"
            type="search"
            value={search}
            placeholder={t('superAdmin.texts.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field label={t('superAdmin.texts.filter')} id="texts-missing">
          <Select
            id="texts-missing"
            value={missing}
            onChange={(event) => setMissing(event.target.value as Language | '')}
          >
            <option value="">{t('superAdmin.texts.all')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`superAdmin.texts.missingIn.${language}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          type="button"
          variant={adding ? 'outline' : 'primary'}
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('superAdmin.texts.add')}
        </Button>
      </Card>
      {adding ? (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-bold text-fairway-950">{t('superAdmin.texts.addTitle')}</h2>
          <TextForm idPrefix="new-text" initial={null} onClose={() => setAdding(false)} />
        </Card>
      ) : null}
      <Card className="overflow-hidden">
        <QueryState query={list} empty={{ when: (page) => page.rows.length === 0, text: t('superAdmin.texts.empty') }}>
          {(page) => (
            <>
              <TextTable rows={page.rows} />
              <Pager
                offset={offset}
                shown={page.rows.length}
                total={page.total}
                onOffset={(next) => setPaging({ filterKey, offset: next })}
              />
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}

function Pager({
  offset,
  shown,
  total,
  onOffset,
}: {
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('superAdmin.texts.pages')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 p-4 text-sm text-slate-600"
    >
      <p>{t('superAdmin.texts.range', { from: offset + 1, to: offset + shown, total })}</p>
      {total > PLATFORM_TEXTS_PAGE_SIZE ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(0, offset - PLATFORM_TEXTS_PAGE_SIZE))}
          >
            {t('superAdmin.texts.previous')}
          </Button>
          <Button
            variant="outline"
            disabled={offset + shown >= total}
            onClick={() => onOffset(offset + PLATFORM_TEXTS_PAGE_SIZE)}
          >
            {t('superAdmin.texts.next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** A table on wide screens; on a phone each key is a stacked card with its languages labelled. */
function TextTable({ rows }: { rows: PlatformText[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Table label={t('superAdmin.texts.title')} className="block lg:table lg:table-fixed">
      <caption className="sr-only">{t('superAdmin.texts.title')}</caption>
      <TableHeader className="hidden border-b border-slate-200 bg-slate-50 text-slate-900 lg:table-header-group">
        <TableRow>
          <TableHead className="w-[22%] p-3">{t('superAdmin.texts.key')}</TableHead>
          {languages.map((language) => (
            <TableHead key={language} className="p-3">
              {languageName(t, language)}
            </TableHead>
          ))}
          <TableHead className="w-28 p-3">
            <span className="sr-only">{t('superAdmin.texts.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="block lg:table-row-group">
        {rows.map((row) =>
          editing === row.key ? (
            <TableRow key={row.key} className="block lg:table-row">
              <TableCell colSpan={languages.length + 2} className="block bg-fairway-50/40 p-4 lg:table-cell">
                <h2 className="break-all font-mono text-sm font-semibold text-fairway-950">{row.key}</h2>
                <TextForm idPrefix={`edit-${row.key}`} initial={row} onClose={() => setEditing(null)} />
              </TableCell>
            </TableRow>
          ) : (
            <TableRow key={row.key} className="block space-y-2 p-4 align-top lg:table-row lg:space-y-0 lg:p-0">
              <TableHead
                scope="row"
                className="block p-0 break-all font-mono text-xs text-slate-800 lg:table-cell lg:p-3 lg:align-top"
              >
                {row.key}
              </TableHead>
              {languages.map((language) => (
                <TableCell key={language} className="block p-0 lg:table-cell lg:p-3 lg:align-top">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500 lg:hidden">
                    {languageName(t, language)}
                  </span>
                  {row[language] ? (
                    <span className="whitespace-pre-wrap break-words text-slate-900">{row[language]}</span>
                  ) : (
                    <Badge tone="warning">{t('superAdmin.texts.missing')}</Badge>
                  )}
                </TableCell>
              ))}
              <TableCell className="block p-0 lg:table-cell lg:p-3 lg:align-top">
                <Button
                  variant="outline"
                  aria-label={t('superAdmin.texts.edit', { key: row.key })}
                  onClick={() => setEditing(row.key)}
                >
                  {t('superAdmin.texts.editShort')}
                </Button>
              </TableCell>
            </TableRow>
          ),
        )}
      </TableBody>
    </Table>
  );
}

type TextFormValues = { key: string; values: Texts };

/** The languages a save sends: those an edit changed, or those a new text has. */
const changedTexts = (texts: Texts, initial: PlatformText | null) =>
  Object.fromEntries(
    languages
      .filter((language) => texts[language].trim() !== (initial?.[language] ?? ''))
      .map((language) => [language, texts[language]]),
  );

// A new key follows the contract's rule for keys; its refusal says that rule in the user's language.
const newTextSchema = newPlatformTextSchema.extend({
  key: z
    .string()
    .trim()
    .refine((key) => textKeySchema.safeParse(key).success, 'superAdmin.texts.problems.key'),
});

/** The form's texts as the save the contract checks: only the languages that changed. */
const textFormSchema = (initial: PlatformText | null) =>
  z.preprocess(
    ({ key, values }: TextFormValues) => ({ key, values: changedTexts(values, initial) }),
    initial ? savePlatformTextSchema : newTextSchema,
  );

/** The key (for a new text) and its text in each language; saves the languages that changed. */
function TextForm({
  idPrefix,
  initial,
  onClose,
}: {
  idPrefix: string;
  initial: PlatformText | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TextFormValues, unknown, SavePlatformText>({
    resolver: zodResolver(textFormSchema(initial)),
    defaultValues: {
      key: initial?.key ?? '',
      values: Object.fromEntries(languages.map((language) => [language, initial?.[language] ?? ''])) as Texts,
    },
  });
  // An edit that changes nothing has nothing to save: its button just closes the form.
  const texts = useWatch({ control: form.control, name: 'values' });
  const unchanged = initial !== null && Object.keys(changedTexts(texts, initial)).length === 0;
  const [mismatch, setMismatch] = useState<string | null>(null);
  const save = useSavePlatformText({
    onSaved: () => toast.success(t('superAdmin.texts.saved')),
    onRefreshed: onClose,
    onFailed: () => toast.error(t('superAdmin.saveFailed')),
  });
  const submit = (input: SavePlatformText) => {
    const [placeholders] = placeholderMismatches(initial ?? {}, input.values);
    setMismatch(placeholders ? placeholderProblem(t, placeholders) : null);
    if (!placeholders) save.mutate(input);
  };
  // A new text's refusal for having no language at all is the whole form's, not a field's.
  const problem = form.formState.errors.values?.type ? t('superAdmin.texts.problems.noValue') : mismatch;
  return (
    <Form
      form={form}
      className="mt-3 space-y-3"
      aria-label={initial ? t('superAdmin.texts.edit', { key: initial.key }) : t('superAdmin.texts.addTitle')}
      onSubmit={submit}
    >
      {initial ? null : (
        <FormField<TextFormValues>
          name="key"
          id={`${idPrefix}-key`}
          label={t('superAdmin.texts.key')}
          hint={t('superAdmin.texts.keyHint')}
        >
          {(control) => <Input autoComplete="off" spellCheck={false} placeholder="booking.confirmTitle" {...control} />}
        </FormField>
      )}
      <div className="grid gap-3 lg:grid-cols-3">
        {languages.map((language) => (
          <FormField<TextFormValues>
            key={language}
            name={`values.${language}`}
            id={`${idPrefix}-${language}`}
            label={languageName(t, language)}
          >
            {(control) => <textarea rows={3} className={textareaClass} {...control} />}
          </FormField>
        ))}
      </div>
      {problem ? <Refusal>{problem}</Refusal> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type={unchanged ? 'button' : 'submit'}
          disabled={save.isPending}
          onClick={unchanged ? onClose : undefined}
        >
          {save.isPending ? <Spinner /> : null}
          {t('superAdmin.texts.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('superAdmin.texts.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** Why a save's placeholders are refused: a translation must keep exactly those of the English text. */
function placeholderProblem(t: TFunction, mismatch: { language: Language; expected: string[] }): string {
  const language = languageName(t, mismatch.language);
  return mismatch.expected.length
    ? t('superAdmin.texts.problems.placeholders', {
        language,
        placeholders: mismatch.expected.map((name) => `{{${name}}}`).join(' '),
      })
    : t('superAdmin.texts.problems.noPlaceholders', { language });
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLUB_TEXT_MAX,
  clubTextFields,
  saveClubTextsSchema,
  type ClubTextField,
  type ClubTexts,
  type ClubTextsOfLanguage,
  type SaveClubTexts,
} from '../../../../contract/club-texts';
import { languages, type Language } from '../../../../contract/languages';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { languageOrEnglish } from '../../../lib/i18n/languages';
import { toast } from '../../../lib/toast';
import { useClubTexts, useSaveClubTexts } from '../../../features/club-admin/hooks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ClubPage } from '../../../features/club-admin/components/club-layout';

type Values = Record<Language, Record<ClubTextField, string>>;
const ROWS: Record<ClubTextField, number> = { description: 7, directions: 4, notes: 4 };
const textareaClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-fairway-600 focus:outline-2 focus:outline-fairway-600/30 aria-[invalid=true]:border-red-500';

const valuesOf = (texts: ClubTexts): Values =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(clubTextFields.map((field) => [field, texts[language][field] ?? ''])),
    ]),
  ) as Values;
const textsResolver = zodResolver(saveClubTextsSchema);

/** /golf-club/translations: the club's own texts for golfers (description, directions, notes) in English, German and French. */
export function ClubTextsPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.texts.title')}>{(clubId) => <ClubTextsCard clubId={clubId} />}</ClubPage>;
}

function ClubTextsCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const texts = useClubTexts(clubId);
  return (
    <div className="space-y-4">
      <p className="text-slate-600">{t('clubAdmin.texts.subtitle')}</p>
      <Card>
        <QueryState query={texts}>{(saved) => <ClubTextsForm clubId={clubId} saved={saved} />}</QueryState>
      </Card>
    </div>
  );
}

/** One language at a time; edits of the other languages are kept until they are saved or the page is left. */
function ClubTextsForm({ clubId, saved }: { clubId: string; saved: ClubTexts }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(languageOrEnglish(i18n.language));
  const savedValues = valuesOf(saved);
  // The form holds the language shown; the edits of the others wait here.
  const [drafts, setDrafts] = useState<Partial<Record<Language, SaveClubTexts>>>({});
  const form = useForm<SaveClubTexts, unknown, ClubTextsOfLanguage>({
    resolver: textsResolver,
    defaultValues: savedValues[language],
  });
  const shown = useWatch({ control: form.control });
  const edits: Partial<Record<Language, SaveClubTexts>> = { ...drafts, [language]: shown };
  const unsaved = (candidate: Language) =>
    clubTextFields.some(
      (field) => (edits[candidate]?.[field] ?? savedValues[candidate][field]) !== savedValues[candidate][field],
    );
  const choose = (candidate: Language) => {
    setDrafts({ ...drafts, [language]: form.getValues() });
    form.reset(drafts[candidate] ?? savedValues[candidate]);
    setLanguage(candidate);
  };
  const save = useSaveClubTexts(clubId, language, {
    onSaved: (texts) => {
      toast.success(t('clubAdmin.texts.saved', { language: t(`language.names.${language}`) }));
      form.reset(valuesOf(texts)[language]);
    },
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  return (
    <Form
      form={form}
      onSubmit={(texts) => save.mutate(texts)}
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.texts.formLabel', { language: t(`language.names.${language}`) })}
    >
      <div
        role="group"
        aria-label={t('clubAdmin.texts.languageChoice')}
        className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
      >
        {languages.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === language}
            onClick={() => choose(candidate)}
            className={cn(
              'min-h-11 rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-white',
              candidate === language && 'bg-white text-fairway-900 shadow-sm',
            )}
          >
            {t(`language.names.${candidate}`)}
            {unsaved(candidate) ? (
              <span className="ml-1 text-amber-700" title={t('clubAdmin.texts.unsaved')}>
                ●<span className="sr-only">{t('clubAdmin.texts.unsaved')}</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {clubTextFields.map((field) => {
        const used = (shown[field] ?? '').trim().length;
        const tooLong = used > CLUB_TEXT_MAX[field];
        return (
          <FormField<SaveClubTexts>
            key={field}
            name={field}
            id={`club-text-${field}`}
            label={t(`clubTexts.fields.${field}`)}
            hint={t(`clubAdmin.texts.hints.${field}`)}
          >
            {(control) => (
              <>
                <textarea
                  {...control}
                  lang={language}
                  rows={ROWS[field]}
                  className={textareaClass}
                  aria-invalid={control['aria-invalid'] || tooLong || undefined}
                  aria-describedby={`${control['aria-describedby'] ?? ''} ${control.id}-count`.trim()}
                />
                <p
                  id={`${control.id}-count`}
                  className={cn('text-right text-sm text-slate-600', tooLong && 'font-semibold text-red-700')}
                >
                  {t('clubAdmin.texts.counter', { used, count: CLUB_TEXT_MAX[field] })}
                </p>
              </>
            )}
          </FormField>
        );
      })}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.texts.save', { language: t(`language.names.${language}`) })}
      </Button>
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../../contract/languages';
import {
  REGION_NAME_MAX,
  saveMysteryRegionSchema,
  type AdminMysteryRegion,
  type SaveMysteryRegion,
} from '../../../../contract/mystery-regions';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { languageOrEnglish } from '../../../lib/i18n/languages';
import { toast } from '../../../lib/toast';
import {
  useCreateMysteryRegion,
  useMysteryRegions,
  useRenameMysteryRegion,
  useRetireMysteryRegion,
} from '../use-mystery-regions';
import { compareNames } from '../../../../contract/collate';

const emptyNames: SaveMysteryRegion = { names: { en: '', de: '', fr: '', it: '' } };

/** A refusal as the super admin reads it: a name another region has, a region clubs are in, or a failure. */
function useRefusal() {
  const { t } = useTranslation();
  return (error: Error) =>
    toast.error(
      error instanceof ApiError && error.code === 'already_exists'
        ? t('superAdmin.regions.nameTaken')
        : error instanceof ApiError && error.code === 'region_in_use'
          ? t('superAdmin.regions.inUse')
          : t('superAdmin.saveFailed'),
    );
}

/** The super admin's list of mystery regions: clubs choose theirs from it; a region is added, renamed or retired here. */
export function MysteryRegions() {
  const { t, i18n } = useTranslation();
  const language = languageOrEnglish(i18n.language);
  const regions = useMysteryRegions();
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 p-4">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">{t('superAdmin.regions.title')}</h2>
          <p className="text-sm text-slate-600">{t('superAdmin.regions.hint')}</p>
        </div>
        <Button onClick={() => setAdding(!adding)} aria-expanded={adding}>
          {t('superAdmin.regions.add')}
        </Button>
      </div>
      {adding ? <RegionForm onDone={() => setAdding(false)} /> : null}
      <QueryState query={regions} empty={{ when: (list) => list.length === 0, text: t('superAdmin.regions.empty') }}>
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-label={t('superAdmin.regions.title')}>
            {list
              .slice()
              .sort((a, b) => compareNames(a.names[language], b.names[language]))
              .map((region) => (
                <RegionRow key={region.id} region={region} />
              ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function RegionRow({ region }: { region: AdminMysteryRegion }) {
  const { t, i18n } = useTranslation();
  const language = languageOrEnglish(i18n.language);
  const [renaming, setRenaming] = useState(false);
  const refused = useRefusal();
  const retire = useRetireMysteryRegion(region.id, {
    onRetired: () => toast.success(t('superAdmin.regions.retired', { region: region.names[language] })),
    onFailed: refused,
  });
  const inUse = region.clubs > 0;
  const hintId = `region-${region.id}-use`;
  return (
    <li className="p-4" aria-label={region.names[language]}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold break-words">
            <MapPin className="h-4 w-4 shrink-0 text-fairway-700" aria-hidden="true" />
            {region.names[language]}
          </p>
          <p className="text-sm break-words text-slate-600">
            {languages
              .filter((other) => other !== language)
              .map((other) => region.names[other])
              .join(' · ')}
          </p>
          <p id={hintId} className="text-xs text-slate-500">
            {inUse ? t('superAdmin.regions.clubs', { count: region.clubs }) : t('superAdmin.regions.unused')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" aria-expanded={renaming} onClick={() => setRenaming(!renaming)}>
            {t('superAdmin.regions.rename')}
          </Button>
          <ConfirmDialog
            title={t('superAdmin.regions.retireTitle', { region: region.names[language] })}
            description={t('superAdmin.regions.retireText')}
            confirmLabel={t('superAdmin.regions.retire')}
            cancelLabel={t('superAdmin.cancel')}
            onConfirm={() => retire.mutate()}
          >
            <Button
              size="sm"
              variant="ghost"
              disabled={inUse || retire.isPending}
              aria-describedby={hintId}
              aria-label={t('superAdmin.regions.retireLabel', { region: region.names[language] })}
            >
              {retire.isPending ? <Spinner /> : null}
              {t('superAdmin.regions.retire')}
            </Button>
          </ConfirmDialog>
        </div>
      </div>
      {inUse ? <p className="mt-1 text-xs text-slate-500">{t('superAdmin.regions.inUse')}</p> : null}
      {renaming ? <RegionForm region={region} onDone={() => setRenaming(false)} /> : null}
    </li>
  );
}

/** The names of a new region, or new names of one: in English, German and French. */
function RegionForm({ region, onDone }: { region?: AdminMysteryRegion; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<SaveMysteryRegion>({
    resolver: zodResolver(saveMysteryRegionSchema),
    defaultValues: region ? { names: region.names } : emptyNames,
  });
  const refused = useRefusal();
  const callbacks = {
    onSaved: () => {
      toast.success(t(region ? 'superAdmin.regions.renamed' : 'superAdmin.regions.added'));
      onDone();
    },
    onFailed: refused,
  };
  const create = useCreateMysteryRegion(callbacks);
  const rename = useRenameMysteryRegion(region?.id ?? '', callbacks);
  const save = region ? rename : create;
  const prefix = region ? `region-${region.id}` : 'new-region';
  return (
    <Form
      form={form}
      aria-label={region ? t('superAdmin.regions.rename') : t('superAdmin.regions.add')}
      className="mt-3 grid gap-3 rounded-xl bg-fairway-50/50 p-4 sm:grid-cols-3 sm:items-end"
      onSubmit={(input) => save.mutate(input)}
    >
      {languages.map((language) => (
        <FormField<SaveMysteryRegion>
          key={language}
          name={`names.${language}`}
          id={`${prefix}-${language}`}
          label={t('superAdmin.regions.name', { language: t(`language.names.${language}`) })}
        >
          {(control) => <Input maxLength={REGION_NAME_MAX} {...control} />}
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {region ? t('superAdmin.regions.saveNames') : t('superAdmin.regions.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('superAdmin.cancel')}
        </Button>
      </div>
    </Form>
  );
}

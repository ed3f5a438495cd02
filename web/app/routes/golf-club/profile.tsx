import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, ImageOff } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { toast } from '../../../lib/toast';
import { updateClubProfileSchema, type ClubProfile, type UpdateClubProfile } from '../../../../contract/club-profile';
import { cantons, type Canton } from '../../../../contract/cantons';
import { imageUploadMaxBytes, imageUploadTypes } from '../../../../contract/uploads';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { pictureUploadProblem } from '../../../lib/picture-upload-problem';
import { useAuth } from '../../../lib/auth/auth-context';
import { useClubProfile, useSaveClubProfile, useUploadClubImage } from '../../../features/club-admin/hooks';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';
import { Select } from '../../../components/ui/select';
import { compareNames } from '../../../../contract/collate';

const imageMaxMb = imageUploadMaxBytes / 1024 / 1024;

/** /golf-club/profile: what golfers see of the club: name, place and picture (its texts are on /golf-club/translations). */
export function ClubProfilePage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.profile.title')}>{(clubId) => <ClubProfileCards clubId={clubId} />}</ClubPage>;
}

function ClubProfileCards({ clubId }: { clubId: string }) {
  const profile = useClubProfile(clubId);
  return (
    <QueryState query={profile}>
      {(current) => (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card className="lg:order-2">
            <ClubImage clubId={clubId} profile={current} />
          </Card>
          <Card>
            <ProfileForm clubId={clubId} initial={current} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}

type ProfileValues = z.input<typeof updateClubProfileSchema>;

const formValuesOf = (profile: ClubProfile): ProfileValues => ({
  name: profile.name,
  city: profile.city,
  canton: profile.canton as Canton,
  address: profile.address ?? '',
});
const profileResolver = zodResolver(updateClubProfileSchema);

function ProfileForm({ clubId, initial }: { clubId: string; initial: ClubProfile }) {
  const { t } = useTranslation();
  const { golfClubAdmin, refreshGolfClubAdmin } = useAuth();
  const form = useForm<ProfileValues, unknown, UpdateClubProfile>({
    resolver: profileResolver,
    defaultValues: formValuesOf(initial),
  });
  const cantonOptions = cantons
    .map((code) => ({ code, name: t(`cantons.${code}`) }))
    .sort((a, b) => compareNames(a.name, b.name));
  const save = useSaveClubProfile(clubId, {
    onSaved: async (saved) => {
      toast.success(t('clubAdmin.profile.saved'));
      form.reset(formValuesOf(saved));
      // The club area shows the club's name from the user's roles.
      if (saved.name !== golfClubAdmin?.clubName) await refreshGolfClubAdmin();
    },
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.profile.formLabel')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField<ProfileValues> name="name" id="club-name" label={t('clubAdmin.profile.fields.name')}>
            {(control) => <Input {...control} autoComplete="organization" maxLength={120} />}
          </FormField>
        </div>
        <FormField<ProfileValues> name="city" id="club-city" label={t('clubAdmin.profile.fields.city')}>
          {(control) => <Input {...control} autoComplete="address-level2" maxLength={80} />}
        </FormField>
        <FormField<ProfileValues> name="canton" id="club-canton" label={t('clubAdmin.profile.fields.canton')}>
          {(control) => (
            <Select {...control}>
              {cantonOptions.map((canton) => (
                <option key={canton.code} value={canton.code}>
                  {canton.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField<ProfileValues> name="address" id="club-address" label={t('clubAdmin.profile.fields.address')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="street-address"
                maxLength={200}
                placeholder={t('clubAdmin.profile.optional')}
              />
            )}
          </FormField>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        <Link to="/golf-club/translations" className="font-medium text-fairway-800 underline">
          {t('clubAdmin.profile.textsHint')}
        </Link>
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.profile.save')}
      </Button>
    </Form>
  );
}

function ClubImage({ clubId, profile }: { clubId: string; profile: ClubProfile }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const clearChoice = () => {
    if (fileInput.current) fileInput.current.value = '';
  };
  const upload = useUploadClubImage(clubId, {
    onUploaded: () => toast.success(t('clubAdmin.profile.imageSaved')),
    // The server says why it refused the picture (type or size).
    onRefused: (error) =>
      toast.error(
        pictureUploadProblem(t, error) ??
          (error instanceof ApiError ? error.message : t('clubAdmin.errors.saveFailed')),
      ),
    onSettled: clearChoice,
  });
  function choose(file: File | undefined) {
    if (!file) return;
    const refusal = !(imageUploadTypes as readonly string[]).includes(file.type)
      ? t('clubAdmin.profile.imageType')
      : file.size > imageUploadMaxBytes
        ? t('clubAdmin.profile.imageTooLarge', { mb: imageMaxMb })
        : null;
    if (refusal) {
      toast.error(refusal);
      clearChoice();
    } else {
      upload.mutate(file);
    }
  }
  return (
    <div className="space-y-4 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-fairway-950">{t('clubAdmin.profile.imageTitle')}</h2>
      <div className="relative overflow-hidden rounded-xl bg-fairway-50">
        {profile.imageUrl ? (
          <img
            src={profile.imageUrl}
            alt={t('clubAdmin.profile.imageAlt', { club: profile.name })}
            className="aspect-video w-full object-cover"
          />
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-600">
            <ImageOff className="h-8 w-8 text-fairway-700" aria-hidden="true" />
            {t('clubAdmin.profile.noImage')}
          </div>
        )}
        {upload.isPending ? (
          <span
            className="absolute inset-0 flex items-center justify-center bg-white/70"
            role="status"
            aria-label={t('clubAdmin.profile.uploading')}
          >
            <Spinner className="h-6 w-6" />
          </span>
        ) : null}
      </div>
      <input
        ref={fileInput}
        id="club-image"
        type="file"
        accept={imageUploadTypes.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        className="w-full"
        onClick={() => fileInput.current?.click()}
        disabled={upload.isPending}
      >
        <Camera className="h-4 w-4" aria-hidden="true" />
        {profile.imageUrl ? t('clubAdmin.profile.changeImage') : t('clubAdmin.profile.addImage')}
      </Button>
      <p className="text-sm text-slate-600">{t('clubAdmin.profile.imageHint', { mb: imageMaxMb })}</p>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { updateClubProfileSchema, type ClubProfile, type UpdateClubProfile } from '../../../../contract/club-profile';
import { cantons } from '../../../../contract/cantons';
import { imageUploadMaxBytes, imageUploadTypes } from '../../../../contract/uploads';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { pictureUploadProblem } from '../../../lib/picture-upload-problem';
import { useAuth } from '../../../lib/auth/auth-context';
import { clubProfileKeys, clubProfileQuery, saveClubProfile, uploadClubImage } from '../profile-api';
import { ClubPage } from './club-layout';
import { QueryState } from '../../../components/query-state';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';

const imageMaxMb = imageUploadMaxBytes / 1024 / 1024;

/** /golf-club/profile: what golfers see of the club: name, place and picture (its texts are on /golf-club/translations). */
export function ClubProfilePage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.profile.title')}>{(clubId) => <ClubProfileCards clubId={clubId} />}</ClubPage>;
}

function ClubProfileCards({ clubId }: { clubId: string }) {
  const profile = useQuery(clubProfileQuery(clubId));
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

type FormValues = { name: string; city: string; canton: string; address: string };
type FieldName = keyof FormValues;

const formValuesOf = (profile: ClubProfile): FormValues => ({
  name: profile.name,
  city: profile.city,
  canton: profile.canton,
  address: profile.address ?? '',
});

function ProfileForm({ clubId, initial }: { clubId: string; initial: ClubProfile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { golfClubAdmin, refreshGolfClubAdmin } = useAuth();
  const [values, setValues] = useState(() => formValuesOf(initial));
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const labels: Record<FieldName, string> = {
    name: t('clubAdmin.profile.fields.name'),
    city: t('clubAdmin.profile.fields.city'),
    canton: t('clubAdmin.profile.fields.canton'),
    address: t('clubAdmin.profile.fields.address'),
  };
  const cantonOptions = cantons
    .map((code) => ({ code, name: t(`cantons.${code}`) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const save = useMutation({
    mutationFn: (input: UpdateClubProfile) => saveClubProfile(clubId, input),
    onSuccess: async (saved) => {
      toast.success(t('clubAdmin.profile.saved'));
      queryClient.setQueryData(clubProfileKeys.profile(clubId), saved);
      setValues(formValuesOf(saved));
      // The club area shows the club's name from the user's roles.
      if (saved.name !== golfClubAdmin?.clubName) await refreshGolfClubAdmin();
    },
    onError: () => toast.error(t('clubAdmin.errors.saveFailed')),
  });
  const field = (name: Exclude<FieldName, 'canton'>) => ({
    id: `club-${name}`,
    value: values[name],
    'aria-invalid': invalid === name,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <form
      noValidate
      className="space-y-5 p-5 sm:p-6"
      aria-label={t('clubAdmin.profile.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = updateClubProfileSchema.safeParse(values);
        setInvalid(parsed.success ? null : (String(parsed.error.issues[0]?.path[0]) as FieldName));
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={labels.name} id="club-name">
            <Input {...field('name')} autoComplete="organization" maxLength={120} />
          </Field>
        </div>
        <Field label={labels.city} id="club-city">
          <Input {...field('city')} autoComplete="address-level2" maxLength={80} />
        </Field>
        <Field label={labels.canton} id="club-canton">
          <Select
            id="club-canton"

            value={values.canton}
            aria-invalid={invalid === 'canton'}
            onChange={(event) => setValues({ ...values, canton: event.target.value })}
          >
            {cantonOptions.map((canton) => (
              <option key={canton.code} value={canton.code}>
                {canton.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label={labels.address} id="club-address">
            <Input
              {...field('address')}
              autoComplete="street-address"
              maxLength={200}
              placeholder={t('clubAdmin.profile.optional')}
            />
          </Field>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        <Link to="/golf-club/translations" className="font-medium text-fairway-800 underline">
          {t('clubAdmin.profile.textsHint')}
        </Link>
      </p>
      {invalid ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {t('clubAdmin.errors.checkField', { field: labels[invalid] })}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('clubAdmin.profile.save')}
      </Button>
    </form>
  );
}

function ClubImage({ clubId, profile }: { clubId: string; profile: ClubProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const clearChoice = () => {
    if (fileInput.current) fileInput.current.value = '';
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadClubImage(clubId, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(clubProfileKeys.profile(clubId), saved);
      toast.success(t('clubAdmin.profile.imageSaved'));
    },
    // The server says why it refused the picture (type or size).
    onError: (error) =>
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

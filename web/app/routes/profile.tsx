import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { languages } from '../../../contract/languages';
import { updateMeSchema } from '../../../contract/me';
import { imageUploadMaxBytes, imageUploadTypes } from '../../../contract/uploads';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Form, FormField } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Select } from '../../components/ui/select';
import { useAuth } from '../../lib/auth/auth-context';
import { ChangeEmail } from '../../features/profile/components/change-email';
import { ChangePassword } from '../../features/profile/components/change-password';
import { DeleteAccount } from '../../features/profile/components/delete-account';
import { GolfDetails } from '../../features/profile/components/golf-details';
import { MyData } from '../../features/profile/components/my-data';
import { KeepGuestAccount } from '../../features/profile/components/keep-guest-account';
import { avatarInitials } from '../../lib/auth/display-name';
import { pictureUploadProblem } from '../../lib/picture-upload-problem';
import { changeLanguage } from '../../lib/i18n/i18n';
import { languageNames } from '../../lib/i18n/languages';

const profileFormSchema = updateMeSchema
  .required({ first_name: true, last_name: true })
  .extend({ preferred_language: z.enum(languages) });
type ProfileForm = z.infer<typeof profileFormSchema>;

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { profile, updateProfile, uploadProfileImage } = useAuth();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<ProfileForm>({ resolver: zodResolver(profileFormSchema) });
  useEffect(() => {
    if (profile) {
      form.reset({
        first_name: profile.first_name ?? '',
        last_name: profile.last_name ?? '',
        preferred_language: profile.preferred_language ?? (i18n.language as ProfileForm['preferred_language']),
      });
    }
  }, [profile, form, i18n.language]);

  if (!profile) {
    return (
      <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
        <p role="alert" className="text-slate-700">
          {t('profile.loadError')}
        </p>
        <Button onClick={() => window.location.reload()}>{t('loadingScreen.refresh')}</Button>
      </main>
    );
  }
  const { isSubmitting, isDirty } = form.formState;

  const submit = async (values: ProfileForm) => {
    await updateProfile(values).catch(() => undefined);
    if (values.preferred_language !== i18n.language)
      await changeLanguage(values.preferred_language).catch(() => toast.error(t('language.changeFailed')));
  };

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!(imageUploadTypes as readonly string[]).includes(file.type)) return toast.error(t('profile.imageType'));
    if (file.size > imageUploadMaxBytes)
      return toast.error(t('profile.imageTooLarge', { mb: imageUploadMaxBytes / 1024 / 1024 }));
    setUploading(true);
    try {
      await uploadProfileImage(file);
      toast.success(t('profile.imageUpdated'));
    } catch (error) {
      toast.error(
        pictureUploadProblem(t, error) ??
          (error instanceof Error && error.message ? error.message : t('profile.updateError')),
      );
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const initials = avatarInitials({
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    guestName: profile.isGuest ? t('nav.guest') : undefined,
  });
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-fairway-950">{t('profile.title')}</h1>
      <p className="mt-1 text-slate-600">{t('profile.subtitle')}</p>
      <Card className="mt-6 p-6 sm:p-8">
        <div className="flex items-center gap-5">
          <div className="relative">
            {profile.profile_image_url ? (
              <img
                src={profile.profile_image_url}
                alt={t('profile.imageAlt')}
                className="h-24 w-24 rounded-full object-cover"
              />
            ) : (
              <span
                className="flex h-24 w-24 items-center justify-center rounded-full bg-fairway-100 text-3xl font-bold text-fairway-900"
                aria-hidden="true"
              >
                {initials}
              </span>
            )}
            {uploading ? (
              <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
                <Spinner className="h-6 w-6" />
              </span>
            ) : null}
          </div>
          <div>
            <input
              ref={fileInput}
              id="profile-image"
              type="file"
              accept={imageUploadTypes.join(',')}
              className="sr-only"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={uploading}>
              <Camera className="h-4 w-4" aria-hidden="true" />
              {t('profile.changeImage')}
            </Button>
            <p className="mt-2 text-xs text-slate-500">
              {t('profile.imageHint', { mb: imageUploadMaxBytes / 1024 / 1024 })}
            </p>
          </div>
        </div>
        <Form form={form} onSubmit={submit} className="mt-8 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField<ProfileForm> name="first_name" id="first_name" label={t('auth.fields.firstName')}>
              {(control) => <Input autoComplete="given-name" {...control} />}
            </FormField>
            <FormField<ProfileForm> name="last_name" id="last_name" label={t('auth.fields.lastName')}>
              {(control) => <Input autoComplete="family-name" {...control} />}
            </FormField>
          </div>
          <FormField<ProfileForm> name="preferred_language" id="preferred_language" label={t('profile.language')}>
            {(control) => (
              <Select {...control}>
                {languages.map((language) => (
                  <option key={language} value={language}>
                    {languageNames[language]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Spinner /> : null}
            {t('profile.save')}
          </Button>
        </Form>
      </Card>
      <GolfDetails profile={profile} />
      {/* A guest has neither an address nor a password to change: it chooses both to keep its account. */}
      {profile.isGuest ? (
        <KeepGuestAccount />
      ) : (
        <>
          <ChangeEmail currentEmail={profile.email} />
          <ChangePassword />
        </>
      )}
      <MyData />
      <DeleteAccount />
    </main>
  );
}

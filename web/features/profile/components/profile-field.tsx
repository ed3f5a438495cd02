import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { fieldMessage, type FieldKind } from '../../../lib/field-message';

/** A labelled input of a profile form with the message of its contract schema's refusal under it. */
export function ProfileField({
  id,
  label,
  type = 'text',
  autoComplete,
  error,
  kind,
  registration,
}: {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  error: FormFieldError | undefined;
  kind: FieldKind;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const message = fieldMessage(t, error, kind);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        {...registration}
      />
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </div>
  );
}

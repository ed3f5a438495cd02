import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useController,
  useFormContext,
  type FieldError as RefusedField,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldMessage, type FieldKind, type NumberRange } from '../../lib/field-message';
import { Field, fieldDescription } from './field';
import { FieldError } from './input';

/**
 * A form of react-hook-form (with its contract schema as resolver): the browser's own checks are off, so
 * every refusal is the schema's, shown under its field by `FormField` in the user's language.
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a field hands its control: its id and name, its value and change, and the aria wiring to its label, hint and error. */
export interface FormControlProps {
  id: string;
  name: string;
  value: never;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A number typed in a field: empty is no number (the schema says it is required), anything else as typed. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * One field of a `Form`: its label naming the control, the control (given by `children`), its hint, and the
 * message of the schema's refusal under it. `kind` chooses the message: a number field says its range.
 */
export function FormField<T extends FieldValues>({
  name,
  label,
  hint,
  kind = 'text',
  range,
  id,
  children,
}: {
  name: FieldPath<T>;
  label: string;
  hint?: string;
  kind?: FieldKind;
  /** The bounds a number field's message names (`numberRange` reads them from the contract's schema). */
  range?: NumberRange;
  id?: string;
  children: (control: FormControlProps) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const ownId = useId();
  const controlId = id ?? ownId;
  const form = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control: form.control });
  const error = fieldMessage(i18n, fieldState.error, kind, range);
  const control: FormControlProps = {
    id: controlId,
    name: field.name,
    // The form's own value: the controller's falls back to the default value when a field is emptied (undefined).
    value: (form.getValues(name) ?? '') as never,
    onChange: (eventOrValue) => {
      const target = (eventOrValue as { target?: HTMLInputElement } | null)?.target;
      if (!target) return field.onChange(eventOrValue);
      field.onChange(kind === 'number' ? typedNumber(target.value) : target.value);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(controlId, { hint, error }),
  };
  return (
    <Field label={label} id={controlId} hint={hint} error={error}>
      {children(control)}
    </Field>
  );
}

/** A yes-or-no field of a `Form`: the box, then its label; the schema's refusal (a consent not given) under it. */
export function FormCheckbox<T extends FieldValues>({
  name,
  label,
  className,
}: {
  name: FieldPath<T>;
  label: ReactNode;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController<T>({ name, control: useFormContext<T>().control });
  const error = fieldMessage(i18n, fieldState.error, 'text');
  return (
    <div className={className}>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-5 w-5 shrink-0"
        />
        {label}
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The bounds of a contract's number, for its field's message and the input's arrows. */
export const numberRange = (schema: z.ZodNumber): NumberRange => ({
  min: schema.minValue ?? 0,
  max: schema.maxValue ?? Infinity,
});

/**
 * A form's resolver whose refusals get a translation key where the contract words them for the API (its own
 * rules, a `refine`): `keyOf` names it by the field, its refusal and the values typed, or leaves it as it is.
 */
export function withMessageKeys<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  keyOf: (field: string, error: RefusedField, values: TInput) => string | undefined,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, error] of Object.entries(result.errors) as [string, RefusedField][]) {
      const key = keyOf(field, error, values);
      if (key) Object.assign(error, { type: 'custom', message: key });
    }
    return result;
  };
}

/** The answer to a whole form under its fields: a refusal that is no field's (announced at once) or what was done. */
export function FormMessage({ tone, children }: { tone: 'problem' | 'done'; children: ReactNode }) {
  if (!children) return null;
  return tone === 'problem' ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-fairway-50 px-3 py-2 text-sm break-words text-fairway-900">
      {children}
    </p>
  );
}

import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Field, fieldDescription } from './field';

// 16 px text on phones: a smaller one makes iOS zoom into the page when the select takes focus.
const selectClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm focus:border-fairway-600 focus:outline-2 focus:outline-fairway-600/30 aria-[invalid=true]:border-red-500 disabled:opacity-60';

/** The browser's own select (its picker suits every phone), styled once; with `label`, a whole field with hint and error. */
export function Select({
  className,
  id,
  label,
  hint,
  error,
  ...props
}: ComponentProps<'select'> & { label?: string; hint?: string; error?: string }) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const control = (
    <select
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldDescription(controlId, { hint, error })}
      className={cn(selectClass, className)}
      {...props}
    />
  );
  if (!label) return control;
  return (
    <Field label={label} id={controlId} hint={hint} error={error}>
      {control}
    </Field>
  );
}

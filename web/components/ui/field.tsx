import { FieldError } from './input';

/**
 * A labelled form field: the label names the control with the given id; a hint and an error, when given,
 * sit under it with the ids `fieldDescription` gives the control.
 */
export function Field({
  label,
  id,
  hint,
  error,
  children,
}: {
  label: string;
  id: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The aria-describedby of a field's control: its hint and its error, when they are shown. */
export function fieldDescription(id: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

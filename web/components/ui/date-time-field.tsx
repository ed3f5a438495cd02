import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, clockTime, minutesOfDay } from '../../../contract/zurich-time';
import { parseSwissDate, parseSwissTime, swissDate } from '../../lib/swiss-date-time';
import { Input } from './input';

type TextFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue' | 'step'> & {
  /** ISO value: yyyy-MM-dd for a date, HH:mm for a time; '' when empty. */
  value: string;
  /** Called with each complete, valid ISO value the user types or steps to. */
  onChange: (value: string) => void;
};

/**
 * A date written the Swiss way (dd.mm.yyyy) in every language: a text field, as a native date input shows
 * the browser's locale format instead (decision 0026). Arrow up and down step a day.
 */
export function DateField(props: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <SwissField
      {...props}
      placeholder={t('ui.dateFormat')}
      maxLength={10}
      toText={swissDate}
      parse={parseSwissDate}
      stepBy={addDays}
    />
  );
}

/** A 24-hour time (HH:mm) in every language; arrow up and down step `stepMinutes` (5 unless given). */
export function TimeField({ stepMinutes = 5, ...props }: TextFieldProps & { stepMinutes?: number }) {
  const { t } = useTranslation();
  const step = (value: string, by: number) =>
    clockTime((((minutesOfDay(value) + by * stepMinutes) % 1440) + 1440) % 1440);
  return (
    <SwissField
      {...props}
      placeholder={t('ui.timeFormat')}
      maxLength={5}
      toText={(value) => value}
      parse={parseSwissTime}
      stepBy={step}
    />
  );
}

function SwissField({
  value,
  onChange,
  toText,
  parse,
  stepBy,
  onBlur,
  onKeyDown,
  ...props
}: TextFieldProps & {
  toText: (value: string) => string;
  parse: (text: string) => string | null;
  stepBy: (value: string, by: number) => string;
}) {
  const [text, setText] = useState(() => toText(value));
  // A new value from outside (another day chosen elsewhere, a form reset) is shown as it is written here.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parse(text) !== value) setText(toText(value));
  }
  const invalid = text !== '' && parse(text) === null;

  const change = (next: string) => {
    setShown(next);
    setText(toText(next));
    onChange(next);
  };

  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      aria-invalid={invalid || props['aria-invalid'] ? true : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parse(event.target.value);
        if (parsed !== null && parsed !== value) {
          setShown(parsed);
          onChange(parsed);
        }
      }}
      onBlur={(event) => {
        // "1.5.26" becomes "01.05.2026" once the user moves on.
        const parsed = parse(text);
        if (parsed !== null) setText(toText(parsed));
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        const current = parse(text) ?? value;
        if (!current) return;
        event.preventDefault();
        change(stepBy(current, event.key === 'ArrowUp' ? 1 : -1));
      }}
    />
  );
}

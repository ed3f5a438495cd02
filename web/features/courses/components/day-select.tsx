import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/select';
import { useDateOptions } from '../use-date-options';

/**
 * A day among today and the next 7, named in the reader's language ("Montag, 30.11.2026"). A day outside them
 * (an old link, or a page left open past midnight) stays shown as it is rather than showing another.
 */
export function DaySelect({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof Select>, 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (day: string) => void;
}) {
  const options = useDateOptions();
  return (
    <Select value={value} onChange={(event) => onChange(event.target.value)} {...props}>
      {options.some((option) => option.value === value) ? null : <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A data table inside its own horizontal scroll area: a wide table scrolls within the page on a phone,
 * the page itself never scrolls sideways. `label` names the scroll area for keyboard and screen-reader users.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label?: string }) {
  return (
    // A scroll area that keyboards can reach (tabIndex), so a table wider than the screen can be read to its end;
    // positioned, so that screen-reader texts in its cells (placed absolutely) do not widen the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className="relative w-full max-w-full overflow-x-auto"
    >
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('text-slate-600', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow(props: ComponentProps<'tr'>) {
  return <tr {...props} />;
}

/** A column's (or, with scope="row", a row's) heading. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('px-4 py-2 font-semibold', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-2', className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A data table inside its own horizontal scroll area: a wide table scrolls within the page on a phone,
 * the page itself never scrolls sideways. `label` names the scroll area for keyboard and screen-reader users.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label?: string }) {
  return (
    // A scroll area that keyboards can reach (tabIndex), so a table wider than the screen can be read to its end.
    <div role="region" aria-label={label} tabIndex={label ? 0 : undefined} className="w-full max-w-full overflow-x-auto">
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('text-xs font-semibold tracking-wide text-slate-500 uppercase', className)} {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-slate-100 last:border-0', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cn('px-3 py-2 align-bottom whitespace-nowrap', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-top', className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Why something was refused, announced as it appears (a form's or a file's refusal, next to what caused it). */
export function Refusal({ className, ...props }: ComponentProps<'div'>) {
  return <div role="alert" className={cn('rounded-xl bg-red-50 p-3 text-sm text-red-800', className)} {...props} />;
}

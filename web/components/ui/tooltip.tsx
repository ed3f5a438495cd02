import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement } from 'react';

/**
 * Names an icon-only button: `label` is its accessible name and the tip shown on hover and keyboard focus.
 * The child must be a button (or a link) that forwards its props; props given here (say, by a dialog's
 * trigger around it) reach that button too.
 */
export function Tooltip({
  label,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Trigger> & { label: string; children: ReactElement }) {
  return (
    // One provider per tip: the app has few, and a tip then works wherever it is placed.
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger {...props} asChild aria-label={label}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md"
          >
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

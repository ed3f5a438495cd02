import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactElement, ReactNode } from 'react';
import { buttonVariants } from './button';

/**
 * Asks before something is deleted: the trigger (a button) opens a modal with a title, a text and two
 * buttons. Focus stays inside until it closes; Escape and Cancel close it without doing anything.
 */
export function ConfirmDialog({
  children,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  children: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'danger' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** Toasts with the spec's constants: bottom-right, 3 visible, 4 s, 14 px gap, 32 px offset, Alt+T. */
export function AppToasterNow({ onListening }: { onListening: () => void }) {
  // Sonner's Toaster subscribes in its own effect, which runs before this one.
  useEffect(() => {
    onListening();
  }, [onListening]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={32}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
    />
  );
}

import { useCallback, useState } from 'react';

/**
 * Open state that is either controlled (`open` given) or kept here
 * (`defaultOpen`), always reporting changes through `onOpenChange`. Dialog and
 * ConfirmDialog need it themselves (ConfirmDialog closes after a successful
 * confirm), so it cannot stay inside Radix.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const controlled = open !== undefined;
  const value = controlled ? open : uncontrolled;
  const setValue = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [value, setValue];
}

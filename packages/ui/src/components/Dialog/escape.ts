/**
 * Escape and toasts. Radix makes each open toast a dismissable layer, and
 * only the newest layer hears Escape: a toast that appeared while a dialog
 * was open (the success of the action just taken in it, a realtime
 * notification) took the key, so the first Escape closed the toast and the
 * dialog the person was in stayed open. A toast hands Escape on to the
 * dialog when focus is in a dialog and not in the toast (handOnEscape), and
 * the dialog holding focus closes on it (escapeHandedOn); focus in a toast
 * (F8), or in no dialog, dismisses the toast as before.
 */
const handedOn = new WeakSet<Event>();

/** Marks the key as the dialog's (the toast stays) when focus is in a dialog and not in a toast. */
export function handOnEscape(event: KeyboardEvent): void {
  const focused = document.activeElement;
  if (!focused || focused.closest('[data-toast]')) return;
  if (!focused.closest('[role="dialog"], [role="alertdialog"]')) return;
  event.preventDefault();
  handedOn.add(event);
}

/** True for an Escape a toast handed on (handOnEscape). */
export function escapeHandedOn(event: Event): boolean {
  return handedOn.has(event);
}

import type { DropdownMenuProps } from '@sahm/ui';
import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';

const DropdownMenu = lazy(() => import('./dropdownMenu'));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  onBlur?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'data-state'?: 'closed';
}

/**
 * The library's DropdownMenu, with its code (Radix menu and floating-ui, a
 * third of the header's weight) fetched only when someone reaches for it:
 * the trigger is hovered, focused or pressed. Until then the trigger is on
 * screen with the same look and ARIA; a press before the code arrives opens
 * the menu as soon as it has (as Radix does: on pointer down, Enter, Space
 * or ArrowDown), and focus stays on the trigger.
 */
export function LazyDropdownMenu(props: DropdownMenuProps) {
  const [load, setLoad] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);

  const trigger = props.trigger as ReactElement<TriggerProps>;
  // In a transition, so the placeholder stays (the same element, focus and all) until the menu's code
  // has arrived, rather than giving way to a Suspense fallback.
  const startLoading = () => startTransition(() => setLoad(true));
  const requestOpen = () =>
    startTransition(() => {
      setOpenOnLoad(true);
      setLoad(true);
    });
  const placeholder = cloneElement(trigger, {
    ref: triggerRef,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerDown: (event) => {
      trigger.props.onPointerDown?.(event);
      if (event.button === 0 && !event.ctrlKey) requestOpen();
    },
    // A click without a pointer down first: assistive technology activating the button.
    onClick: (event) => {
      trigger.props.onClick?.(event);
      requestOpen();
    },
    onKeyDown: (event) => {
      trigger.props.onKeyDown?.(event);
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        requestOpen();
      }
    },
    // Hovering loads early, so a mouse press finds the menu ready.
    onPointerEnter: startLoading,
    onFocus: () => {
      hadFocus.current = true;
      startLoading();
    },
    onBlur: () => {
      hadFocus.current = false;
    },
  });

  return (
    <Suspense fallback={placeholder}>
      {load ? (
        <LoadedMenu {...props} defaultOpen={props.defaultOpen ?? (openOnLoad || undefined)} triggerRef={triggerRef} restoreFocus={hadFocus} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}

function LoadedMenu({ triggerRef, restoreFocus, ...props }: DropdownMenuProps & { triggerRef: RefObject<HTMLElement | null>; restoreFocus: RefObject<boolean> }) {
  // The placeholder had focus: give it to the real trigger that replaced it.
  useLayoutEffect(() => {
    if (restoreFocus.current && document.activeElement === document.body) triggerRef.current?.focus();
  }, [restoreFocus, triggerRef]);
  return <DropdownMenu {...props} trigger={cloneElement(props.trigger as ReactElement<TriggerProps>, { ref: triggerRef })} />;
}

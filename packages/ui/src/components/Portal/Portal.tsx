import { darkTheme, lightTheme } from '@sahm/tokens';
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUI } from '../../provider/UIProvider';
import { root } from '../../styles/base.css';

/** The shape of a Radix `*.Portal` part (Dialog.Portal, DropdownMenu.Portal, Select.Portal, …). */
export type RadixPortalComponent = ComponentType<{
  container?: Element | DocumentFragment | null;
  forceMount?: true;
  children?: ReactNode;
}>;

/**
 * An element at the end of `<body>` that carries the provider's theme class,
 * base styles, `dir` and `lang`. Portalled content lands outside the
 * UIProvider's root, so without this it would lose the theme's CSS variables
 * and the reading direction. Null until mounted (so nothing is ever portalled
 * into a detached node or into a bare body).
 */
export function usePortalContainer(): HTMLElement | null {
  const { theme, dir, lang } = useUI();
  const elementRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  // One effect creates and updates, so the attributes are already there when
  // the portalled children first measure themselves (floating-ui reads the
  // computed `direction`, which decides which side "end" is).
  useLayoutEffect(() => {
    let element = elementRef.current;
    if (!element) {
      element = document.createElement('div');
      element.setAttribute('data-sahm-portal', '');
      document.body.append(element);
      elementRef.current = element;
      setContainer(element);
    }
    element.className = `${theme === 'dark' ? darkTheme : lightTheme} ${root}`;
    element.dir = dir;
    element.lang = lang;
    element.dataset.theme = theme;
  }, [theme, dir, lang]);

  useLayoutEffect(
    () => () => {
      elementRef.current?.remove();
      elementRef.current = null;
    },
    [],
  );

  return container;
}

export interface ThemedPortalProps {
  /** A Radix Portal part to hand the themed container to; without it, React's own portal is used. */
  portal?: RadixPortalComponent;
  /** Passed to the Radix Portal (keeps content mounted for exit animations). */
  forceMount?: true;
  children: ReactNode;
}

/**
 * Renders overlay content (dialogs, menus, toasts) at the end of the page but
 * inside the UIProvider's theme and direction.
 */
export function ThemedPortal({ portal: Portal, forceMount, children }: ThemedPortalProps) {
  const container = usePortalContainer();
  if (!container) return null;
  if (Portal) {
    return (
      <Portal container={container} forceMount={forceMount}>
        {children}
      </Portal>
    );
  }
  return createPortal(children, container);
}

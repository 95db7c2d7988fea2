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
 *
 * Made while `present` (what it holds is open) and removed when it is not.
 * A modal dialog, as it opens, hides every other element of `<body>` from
 * assistive technology, and a container made before then stayed hidden
 * when its own dialog opened later: the review dialog's "Reject" dialog,
 * mounted with it, was silent for screen readers. Made as its own content
 * opens, the container is never among the ones an earlier dialog hid.
 */
export function usePortalContainer(present = true): HTMLElement | null {
  const { theme, dir, lang } = useUI();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const look = useRef({ theme, dir, lang });
  look.current = { theme, dir, lang };

  useLayoutEffect(() => {
    if (!present) return;
    const element = document.createElement('div');
    element.setAttribute('data-sahm-portal', '');
    // The attributes are there before the portalled children first measure themselves (floating-ui
    // reads the computed `direction`, which decides which side "end" is).
    dress(element, look.current);
    document.body.append(element);
    setContainer(element);
    return () => {
      element.remove();
      setContainer(null);
    };
  }, [present]);

  useLayoutEffect(() => {
    if (container) dress(container, { theme, dir, lang });
  }, [container, theme, dir, lang]);

  return present ? container : null;
}

function dress(element: HTMLElement, { theme, dir, lang }: { theme: string; dir: string; lang: string }) {
  element.className = `${theme === 'dark' ? darkTheme : lightTheme} ${root}`;
  element.dir = dir;
  element.lang = lang;
  element.dataset.theme = theme;
}

export interface ThemedPortalProps {
  /** A Radix Portal part to hand the themed container to; without it, React's own portal is used. */
  portal?: RadixPortalComponent;
  /** Passed to the Radix Portal (keeps content mounted for exit animations). */
  forceMount?: true;
  /** False while what it holds is closed: the container is made as it opens (see usePortalContainer). */
  present?: boolean;
  children: ReactNode;
}

/**
 * Renders overlay content (dialogs, menus, toasts) at the end of the page but
 * inside the UIProvider's theme and direction.
 */
export function ThemedPortal({ portal: Portal, forceMount, present = true, children }: ThemedPortalProps) {
  const container = usePortalContainer(present || forceMount === true);
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

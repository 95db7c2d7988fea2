import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export type TabsActivationMode = (typeof styles.tabsActivationModes)[number];

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs and their panels; leave out to compose TabList / Tab / TabPanel yourself. */
  tabs?: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Portfolio". */
  label?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` selects a tab as soon as it gets focus; `manual` waits for Enter or Space. */
  activationMode?: TabsActivationMode;
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs whose arrow keys follow the reading direction: in right-to-left
 * languages ArrowLeft moves to the next tab (Radix reads the direction from
 * the UIProvider).
 */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  children,
  className,
}: TabsProps) {
  return (
    <TabsPrimitive.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? tabs?.[0]?.value : undefined)}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      {tabs ? (
        <>
          <TabList label={label}>
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} disabled={tab.disabled}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.value} value={tab.value}>
              {tab.content}
            </TabPanel>
          ))}
        </>
      ) : (
        children
      )}
    </TabsPrimitive.Root>
  );
}

export interface TabListProps {
  label?: string;
  children: ReactNode;
}

/**
 * The tabs in a row that scrolls sideways when they do not fit (the console's
 * eight sections on a phone). The selected tab is kept in view, whenever it
 * changes and on the first render (a page opened on its seventh tab shows
 * it), and an edge with tabs hidden behind it fades out, so the row reads as
 * one that scrolls.
 */
export function TabList({ label, children }: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    // Which edges hide tabs: a right-to-left row scrolls from 0 into the negatives.
    const markEdges = () => {
      const scrolled = Math.abs(list.scrollLeft);
      const hidden = list.scrollWidth - list.clientWidth;
      list.toggleAttribute('data-more-start', scrolled > 1);
      list.toggleAttribute('data-more-end', hidden - scrolled > 1);
    };
    // The selected tab whole in view, clear of the fades; the page itself does not scroll.
    const showSelected = () => {
      const tab = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (tab && list.scrollWidth > list.clientWidth) {
        const box = list.getBoundingClientRect();
        const at = tab.getBoundingClientRect();
        const room = Math.min(styles.FADE_PX, Math.max(0, (box.width - at.width) / 2));
        const delta = at.left - room < box.left ? at.left - room - box.left : at.right + room > box.right ? at.right + room - box.right : 0;
        if (delta) list.scrollLeft += delta;
      }
      markEdges();
    };
    showSelected();
    const selection = new MutationObserver(showSelected);
    selection.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(showSelected);
    resize?.observe(list);
    list.addEventListener('scroll', markEdges, { passive: true });
    return () => {
      selection.disconnect();
      resize?.disconnect();
      list.removeEventListener('scroll', markEdges);
    };
  }, []);
  return (
    <TabsPrimitive.List ref={ref} className={styles.list} aria-label={label} loop>
      {children}
    </TabsPrimitive.List>
  );
}

export interface TabProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export function Tab({ value, disabled, children }: TabProps) {
  return (
    <TabsPrimitive.Trigger className={styles.trigger} value={value} disabled={disabled}>
      {children}
    </TabsPrimitive.Trigger>
  );
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

export function TabPanel({ value, children }: TabPanelProps) {
  return (
    <TabsPrimitive.Content className={styles.panel} value={value}>
      {children}
    </TabsPrimitive.Content>
  );
}

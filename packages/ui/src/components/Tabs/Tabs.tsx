import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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

export function TabList({ label, children }: TabListProps) {
  return (
    <TabsPrimitive.List className={styles.list} aria-label={label} loop>
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

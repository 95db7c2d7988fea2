import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactElement } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { ThemedPortal } from '../Portal/Portal';
import * as styles from './DropdownMenu.css';

export type DropdownMenuItemTone = (typeof styles.dropdownMenuItemTones)[number];
export type DropdownMenuAlign = (typeof styles.dropdownMenuAligns)[number];

export interface DropdownMenuItem {
  type?: 'item';
  label: string;
  /** Called when chosen by pointer, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  /** Renders the item as a link. */
  href?: string;
  /** Icon at the reading start. */
  icon?: IconName;
  tone?: DropdownMenuItemTone;
  disabled?: boolean;
  /** Marks the current choice (e.g. the active language) with a check and `aria-current`. */
  current?: boolean;
}

export interface DropdownMenuSeparator {
  type: 'separator';
}

export type DropdownMenuEntry = DropdownMenuItem | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** The button that opens the menu (a Button or IconButton); it gets the menu's ARIA wiring. */
  trigger: ReactElement;
  items: readonly DropdownMenuEntry[];
  /** Which edge of the trigger the menu lines up with; `end` follows the reading direction. */
  align?: DropdownMenuAlign;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the menu when the trigger's own name is not enough. */
  label?: string;
  /**
   * Modal menus hide the rest of the page (the trigger included) from
   * assistive technology and block the pointer outside. Off by default: the
   * header menus are navigation, and focus still moves into the menu.
   */
  modal?: boolean;
}

/**
 * A menu of actions or links under a button. Arrow keys move, typing jumps to
 * an item, Escape closes and returns focus to the trigger (Radix).
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
  label,
  modal = false,
}: DropdownMenuProps) {
  return (
    <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <ThemedPortal portal={Menu.Portal}>
        <Menu.Content className={styles.content} align={align} sideOffset={4} collisionPadding={8} loop aria-label={label}>
          {items.map((entry, index) =>
            entry.type === 'separator' ? (
              <Menu.Separator key={`separator-${index}`} className={styles.separator} />
            ) : (
              <Item key={`${entry.label}-${index}`} {...entry} />
            ),
          )}
        </Menu.Content>
      </ThemedPortal>
    </Menu.Root>
  );
}

function Item({ label, onSelect, href, icon, tone, disabled, current }: DropdownMenuItem) {
  const inner = (
    <>
      {icon && <Icon name={icon} size={20} />}
      <span className={styles.itemLabel}>{label}</span>
      {current && <Icon name="check" size={16} className={styles.current} />}
    </>
  );
  const common = {
    className: styles.item({ tone }),
    disabled,
    textValue: label,
    onSelect,
    'aria-current': current ? ('true' as const) : undefined,
  };
  if (href) {
    return (
      <Menu.Item asChild {...common}>
        <a href={href}>{inner}</a>
      </Menu.Item>
    );
  }
  return <Menu.Item {...common}>{inner}</Menu.Item>;
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Button } from '../Button/Button';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu';

const about: DropdownMenuEntry[] = [
  { label: 'About', href: '/about-us' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
  { type: 'separator' },
  { label: 'Contact', href: '/contact' },
];

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with arrows, jumps by typing and closes on Escape back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithUI(<DropdownMenu trigger={<Button>About us</Button>} items={about} />);
    const trigger = screen.getByRole('button', { name: 'About us' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Terms' })).toHaveFocus();
    await user.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Contact' })).toHaveFocus();
    // The separator is skipped and the list wraps around.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'About' })).toHaveFocus();
    expect(menu).toContainElement(screen.getByRole('separator'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('renders links for href items and calls onSelect for actions, then closes', async () => {
    const user = userEvent.setup();
    const logout = vi.fn();
    renderWithUI(
      <DropdownMenu
        trigger={<Button>Account</Button>}
        items={[{ label: 'Settings', href: '/settings', icon: 'user' }, { type: 'separator' }, { label: 'Logout', icon: 'logout', tone: 'danger', onSelect: logout }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('marks the current choice, and opens in the right-to-left portal for Arabic', () => {
    renderWithUI(
      <DropdownMenu
        defaultOpen
        trigger={<Button>اللغة</Button>}
        items={[
          { label: 'English', onSelect: vi.fn() },
          { label: 'العربية', onSelect: vi.fn(), current: true },
        ]}
      />,
      { locale: 'ar' },
    );
    expect(screen.getByRole('menuitem', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menu').closest('[data-sahm-portal]')).toHaveAttribute('dir', 'rtl');
  });

  it('has no axe violations when open', async () => {
    renderWithUI(<DropdownMenu defaultOpen trigger={<Button>About us</Button>} items={about} />);
    await expectNoAxeViolations(screen.getByRole('menu').closest('[data-sahm-portal]')!);
  });
});

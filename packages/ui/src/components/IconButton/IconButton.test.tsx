import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    const { container } = renderWithUI(<IconButton icon="close" label="Close" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('shows a count at the corner in the locale\'s digits, hidden from screen readers, and nothing for 0', async () => {
    const { container, rerender } = renderWithUI(<IconButton icon="bell" label="Notifications, 3 unread" count={3} />, { locale: 'ar' });
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    const badge = button.querySelector('[data-count]')!;
    expect(badge).toHaveTextContent('٣');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
    rerender(<IconButton icon="bell" label="Notifications" count={0} />);
    expect(screen.getByRole('button', { name: 'Notifications' }).querySelector('[data-count]')).toBeNull();
  });

  it('caps the count at 99+', () => {
    renderWithUI(<IconButton icon="bell" label="Notifications, 99+ unread" count={150} />);
    expect(screen.getByRole('button').querySelector('[data-count]')).toHaveTextContent('99+');
  });

  it('renders a link with the icon and the count when asChild', async () => {
    const { container } = renderWithUI(
      <IconButton icon="bell" label="Notifications, 2 unread" count={2} asChild>
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- IconButton gives the link its label, icon and count */}
        <a href="/notifications" />
      </IconButton>,
    );
    const link = screen.getByRole('link', { name: 'Notifications, 2 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.querySelector('[data-count]')).toHaveTextContent('2');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('uses the library title by default, in the locale', () => {
    renderWithUI(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('uses the Arabic default title in Arabic', () => {
    renderWithUI(<EmptyState />, { locale: 'ar' });
    expect(screen.getByText('لا يوجد شيء هنا بعد')).toBeInTheDocument();
  });

  it('shows the given title, description and action', async () => {
    const onClick = vi.fn();
    renderWithUI(
      <EmptyState
        title="No transactions yet"
        description="Your purchases, rent and deposits will appear here."
        action={<Button onClick={onClick}>Browse properties</Button>}
      />,
    );
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByText('Your purchases, rent and deposits will appear here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse properties' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is not a live region unless asked', () => {
    const { rerender } = renderWithUI(<EmptyState title="No data found" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<EmptyState title="No data found" live />);
    expect(screen.getByRole('status')).toHaveTextContent('No data found');
  });

  it('makes the title a heading only when given a level', () => {
    const { rerender } = renderWithUI(<EmptyState title="No bids" />);
    expect(screen.queryByRole('heading')).toBeNull();
    rerender(<EmptyState title="No bids" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No bids' })).toBeInTheDocument();
  });

  it('keeps its icon out of the accessibility tree and has no axe violations', async () => {
    const { container } = renderWithUI(
      <EmptyState icon="file" title="No transactions yet" action={<Button>Deposit</Button>} />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });
});

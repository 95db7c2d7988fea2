import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../test/render';
import { Icon } from './Icon';
import { flipInRtl } from './Icon.css';

describe('Icon', () => {
  it('is hidden from screen readers unless it has a label', () => {
    const { container } = renderWithUI(<Icon name="lock" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    renderWithUI(<Icon name="lock" label="Locked" />);
    expect(screen.getByRole('img', { name: 'Locked' })).toBeInTheDocument();
  });

  it('marks only directional icons to mirror in RTL', () => {
    const { container } = render(
      <>
        <Icon name="chevronEnd" />
        <Icon name="search" />
      </>,
    );
    const [chevron, search] = container.querySelectorAll('svg');
    expect(chevron).toHaveClass(flipInRtl);
    expect(search).not.toHaveClass(flipInRtl);
  });
});

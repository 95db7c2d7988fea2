import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('Badge', () => {
  it('renders its text with the tone class and an optional decorative icon', async () => {
    const { container } = renderWithUI(
      <Badge tone="danger" icon="error">
        Failed
      </Badge>,
    );
    const el = screen.getByText('Failed');
    expect(el.className).toContain(badge({ tone: 'danger' }));
    expect(el.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('defaults to the neutral tone', () => {
    renderWithUI(<Badge>Canceled</Badge>);
    expect(screen.getByText('Canceled').className).toContain(badge({ tone: 'neutral' }));
  });
});

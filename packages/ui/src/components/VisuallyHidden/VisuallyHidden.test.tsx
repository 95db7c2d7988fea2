import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { VisuallyHidden } from './VisuallyHidden';
import { visuallyHidden } from './VisuallyHidden.css';

describe('VisuallyHidden', () => {
  it('keeps its words in the accessible name of what holds them', () => {
    renderWithUI(
      <a href="#deed">
        Title deed <VisuallyHidden>(PDF, opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Title deed (PDF, opens in a new tab)' })).toBeInTheDocument();
    const hidden = screen.getByText('(PDF, opens in a new tab)');
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveClass(visuallyHidden);
  });

  it('renders the element asked for, with the attributes given, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    renderWithUI(
      <VisuallyHidden as="h1" id="page-title" className="extra" ref={ref}>
        Dashboard
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(heading).toHaveAttribute('id', 'page-title');
    expect(heading).toHaveClass(visuallyHidden, 'extra');
    expect(ref.current).toBe(heading);
  });

  it('can be a live status message', () => {
    renderWithUI(<VisuallyHidden role="status">Loading…</VisuallyHidden>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <>
        <VisuallyHidden as="h2">Price history</VisuallyHidden>
        <table>
          <VisuallyHidden as="caption">Price per token by month</VisuallyHidden>
          <tbody>
            <tr>
              <td>100,000</td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

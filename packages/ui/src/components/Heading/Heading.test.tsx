import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Heading } from './Heading';
import { heading } from './Heading.css';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('level %i renders an h%i that looks its level by default', (level) => {
    renderWithUI(<Heading level={level}>Rental income</Heading>);
    const element = screen.getByRole('heading', { level, name: 'Rental income' });
    expect(element.tagName).toBe(`H${level}`);
    expect(element).toHaveClass(...heading({ size: level }).split(' '));
  });

  it('keeps its level in the outline when it looks like another size', () => {
    renderWithUI(
      <Heading level={2} size={4}>
        Documents
      </Heading>,
    );
    const element = screen.getByRole('heading', { level: 2, name: 'Documents' });
    expect(element.className).toBe(heading({ size: 4 }));
  });

  it('takes a tone and a logical alignment', () => {
    renderWithUI(
      <Heading level={3} tone="critical" align="end">
        Danger zone
      </Heading>,
    );
    expect(screen.getByRole('heading')).toHaveClass(...heading({ size: 3, tone: 'critical', align: 'end' }).split(' '));
  });

  it('passes id and tabIndex through and forwards its ref, so a screen can move focus to it', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderWithUI(
      <Heading level={1} id="page-title" tabIndex={-1} ref={ref}>
        Sign in
      </Heading>,
    );
    const element = screen.getByRole('heading', { level: 1 });
    expect(element).toHaveAttribute('id', 'page-title');
    expect(ref.current).toBe(element);
    ref.current?.focus();
    expect(element).toHaveFocus();
  });

  it('has no axe violations, in Arabic too', async () => {
    const { container } = renderWithUI(
      <>
        <Heading level={1}>تفاصيل العقار</Heading>
        <Heading level={2} tone="muted">
          دخل الإيجار
        </Heading>
      </>,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
  });
});

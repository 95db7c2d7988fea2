import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Text } from './Text';
import { text } from './Text.css';

describe('Text', () => {
  it('is a paragraph by default, and a span or div when asked', () => {
    const { rerender } = renderWithUI(<Text>Monthly rent</Text>);
    expect(screen.getByText('Monthly rent').tagName).toBe('P');
    rerender(<Text as="span">Monthly rent</Text>);
    expect(screen.getByText('Monthly rent').tagName).toBe('SPAN');
    rerender(<Text as="div">Monthly rent</Text>);
    expect(screen.getByText('Monthly rent').tagName).toBe('DIV');
  });

  it('applies size, tone, weight and logical alignment from the theme', () => {
    renderWithUI(
      <Text size="lg" tone="muted" weight="semibold" align="center">
        Start from 100,000 IQD
      </Text>,
    );
    expect(screen.getByText('Start from 100,000 IQD')).toHaveClass(
      ...text({ size: 'lg', tone: 'muted', weight: 'semibold', align: 'center' }).split(' '),
    );
  });

  it('sets nothing it was not asked for, so it inherits from its surroundings', () => {
    renderWithUI(<Text>Plain</Text>);
    expect(screen.getByText('Plain').className).toBe(text());
  });

  it('passes native attributes through and keeps extra classes', () => {
    renderWithUI(
      <Text id="lead" role="status" className="extra">
        3 properties found
      </Text>,
    );
    const element = screen.getByRole('status');
    expect(element).toHaveAttribute('id', 'lead');
    expect(element).toHaveClass('extra');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <Text>
        Rent this month:{' '}
        <Text as="span" tone="success" weight="bold">
          +12,500 IQD
        </Text>
      </Text>,
    );
    await expectNoAxeViolations(container);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css';
import { renderWithUI } from '../../test/render';
import { Box } from '../Box/Box';
import { Stack } from './Stack';

describe('Stack and Box', () => {
  it('lays children out with themed, logical spacing classes', () => {
    renderWithUI(
      <Stack direction="row" gap="lg" data-testid="stack">
        <span>a</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    for (const cls of sprinkles({ display: 'flex', flexDirection: 'row', gap: 'lg' }).split(' ')) expect(stack).toHaveClass(cls);
  });

  it('renders the requested element and passes native attributes through', () => {
    renderWithUI(
      <Box as="section" aria-label="Stats" padding="md" id="stats">
        x
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Stats' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'stats');
    expect(section).not.toHaveAttribute('padding');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Tiles } from './Tiles';
import { tiles } from './Tiles.css';

describe('Tiles', () => {
  it('is a grid of as many columns of the given size as fit, never wider than its container', () => {
    renderWithUI(
      <Tiles data-testid="tiles" minColumnSize={260}>
        <div>One</div>
        <div>Two</div>
      </Tiles>,
    );
    const grid = screen.getByTestId('tiles');
    expect(grid.tagName).toBe('DIV');
    expect(grid).toHaveClass(tiles, ...sprinkles({ gap: 'lg' }).split(' '));
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 260px), 1fr))');
  });

  it('stretches a short row when asked, and takes a gap and an alignment', () => {
    renderWithUI(
      <Tiles data-testid="tiles" minColumnSize={200} stretch space="xl" alignItems="center">
        <div>One</div>
      </Tiles>,
    );
    const grid = screen.getByTestId('tiles');
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 200px), 1fr))');
    expect(grid).toHaveClass(...sprinkles({ gap: 'xl', alignItems: 'center' }).split(' '));
  });

  it('can be a named list whose items are the tiles', () => {
    renderWithUI(
      <Tiles as="ul" minColumnSize={220} aria-label="Team">
        <li>Layla</li>
        <li>Omar</li>
      </Tiles>,
    );
    expect(within(screen.getByRole('list', { name: 'Team' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no axe violations as a list or as label–value pairs', async () => {
    const { container } = renderWithUI(
      <>
        <Tiles as="ol" minColumnSize={200}>
          <li>سجّل</li>
          <li>استثمر</li>
        </Tiles>
        <Tiles as="dl" minColumnSize={160}>
          <div>
            <dt>المدينة</dt>
            <dd>بغداد</dd>
          </div>
        </Tiles>
      </>,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Tiles } from '../Tiles/Tiles';
import { Card } from './Card';
import { card } from './Card.css';

describe('Card', () => {
  it('is a raised div with xl padding, compact on phones, its content a column with an md gap', () => {
    renderWithUI(<Card data-testid="card">Rent</Card>);
    const element = screen.getByTestId('card');
    expect(element.tagName).toBe('DIV');
    expect(element).toHaveClass(...card({ tone: 'raised', padding: 'xl', phone: 'compact' }).split(' '));
    expect(element).toHaveClass(...sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }).split(' '));
  });

  it('takes a tone, a padding and its phone behaviour', () => {
    renderWithUI(
      <Card data-testid="card" tone="accent" padding="xxl" phone="flat" className="extra">
        Rent
      </Card>,
    );
    expect(screen.getByTestId('card')).toHaveClass(...card({ tone: 'accent', padding: 'xxl', phone: 'flat' }).split(' '), 'extra');
  });

  it('lays out its content through the Box atoms it is given', () => {
    renderWithUI(
      <Card data-testid="card" flexDirection="row" alignItems="center" gap="lg" textAlign="center">
        Rent
      </Card>,
    );
    expect(screen.getByTestId('card')).toHaveClass(
      ...sprinkles({ flexDirection: 'row', alignItems: 'center', gap: 'lg', textAlign: 'center' }).split(' '),
    );
  });

  it('can be a named section, or an item of a list of cards', () => {
    renderWithUI(
      <>
        <Card as="section" aria-labelledby="form-title">
          <h2 id="form-title">Send us a message</h2>
        </Card>
        <Tiles as="ul" minColumnSize={200} aria-label="Advantages">
          <Card as="li">Monthly rent</Card>
          <Card as="li">Value growth</Card>
        </Tiles>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Send us a message' }).tagName).toBe('SECTION');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <Card as="section" aria-labelledby="rent" tone="highlight">
        <h2 id="rent">إيجار شهري</h2>
        <p>تصل حصتك من الإيجار إلى محفظتك كل شهر.</p>
      </Card>,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
  });
});

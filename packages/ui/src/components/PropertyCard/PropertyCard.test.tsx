import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { PropertyCard, type PropertyCardContent } from './PropertyCard';

/** The <dd> that a <dt> with this text describes. */
function definitionOf(term: string) {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term);
  const dd = dt?.nextElementSibling;
  if (!dd || dd.tagName !== 'DD') throw new Error(`no definition for ${term}`);
  return dd;
}

const property: PropertyCardContent = {
  name: 'Empire Tower, Erbil',
  propertyType: 'Residential',
  imageSrc: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  imageAlt: 'Front of the tower',
  price: 250_000_000,
  irr: 12.345,
  fundedPercent: 64.5,
  tokenPrice: 100_000,
  href: '/property-detail?id=42',
};

describe('PropertyCard', () => {
  it('is one link, named by the property name, to the detail page', () => {
    renderWithUI(<PropertyCard {...property} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Empire Tower, Erbil');
    expect(links[0]).toHaveAttribute('href', '/property-detail?id=42');
    expect(screen.getByRole('heading', { level: 3, name: 'Empire Tower, Erbil' })).toContainElement(links[0]!);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is reached by one Tab stop', async () => {
    renderWithUI(<PropertyCard {...property} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Empire Tower, Erbil' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('shows the price, IRR with two decimals and a percent sign, and the price per token', () => {
    renderWithUI(<PropertyCard {...property} />);
    const value = (label: string) => definitionOf(label).textContent;
    expect(value('Property value')).toMatch(/IQD\s*250,000,000/);
    expect(value('Yearly investment return')).toBe('12.35%');
    expect(value('Price per token')).toMatch(/IQD\s*100,000/);
    expect(screen.getByRole('progressbar', { name: 'Funded' })).toHaveAttribute('aria-valuetext', '64.50%');
  });

  it('labels the price as the asset value when asked', () => {
    renderWithUI(<PropertyCard {...property} priceKind="asset" />);
    expect(screen.getByText('Asset value')).toBeInTheDocument();
    expect(screen.queryByText('Property value')).toBeNull();
  });

  it('shows funded 100.00 as 100', () => {
    renderWithUI(<PropertyCard {...property} fundedPercent={100.0} badges={['funded']} />);
    expect(screen.getByRole('progressbar', { name: 'Funded' })).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Fully funded')).toBeInTheDocument();
  });

  it('locked: lock and coming-soon label instead of the photo, and no link or tab stop', async () => {
    renderWithUI(<PropertyCard {...property} locked badges={['hot']} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Front of the tower' })).toBeNull();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(document.querySelector('[data-icon="lock"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empire Tower, Erbil' })).toBeInTheDocument();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('locked: shows no price, return, token price or funding, and says prices come when it opens', () => {
    renderWithUI(<PropertyCard {...property} locked />);
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.body.textContent).not.toMatch(/250,000,000|100,000|12\.35/);
    expect(screen.getByText('Prices will be published when this property opens for investment.')).toBeInTheDocument();
  });

  it('locked, in Arabic: the note is translated', () => {
    renderWithUI(<PropertyCard {...property} locked />, { locale: 'ar' });
    expect(screen.getByText('ستُنشر الأسعار عندما يُفتح هذا العقار للاستثمار.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('loading: busy, with skeletons and no content or link', () => {
    const { container } = renderWithUI(<PropertyCard loading />);
    const card = container.querySelector('article');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card?.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(3);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('falls back to a placeholder when the image fails, or when there is none', () => {
    const { rerender } = renderWithUI(<PropertyCard {...property} />);
    const img = screen.getByRole('img', { name: 'Front of the tower' });
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: 'Front of the tower' })).toBeNull();
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    // A new URL gets a fresh try.
    rerender(<PropertyCard {...property} imageSrc="data:image/png;base64,AAAA" />);
    expect(screen.getByRole('img', { name: 'Front of the tower' })).toBeInTheDocument();
    rerender(<PropertyCard {...property} imageSrc={undefined} />);
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
  });

  it('shows hot and funded badges only when given', () => {
    const { rerender } = renderWithUI(<PropertyCard {...property} />);
    expect(screen.queryByText('Hot')).toBeNull();
    rerender(<PropertyCard {...property} badges={['hot']} />);
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.queryByText('Fully funded')).toBeNull();
  });

  it('uses the app router link when given one', async () => {
    const navigate = vi.fn();
    renderWithUI(
      <PropertyCard
        {...property}
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Empire Tower, Erbil' }));
    expect(navigate).toHaveBeenCalledWith('/property-detail?id=42');
  });

  it('in Arabic (RTL): the link keeps the Arabic name and figures use Arabic digits', () => {
    renderWithUI(<PropertyCard {...property} name="برج إمباير، أربيل" irr={12.345} />, { locale: 'ar' });
    expect(screen.getByRole('link')).toHaveAccessibleName('برج إمباير، أربيل');
    expect(definitionOf('العائد الاستثماري السنوي').textContent).toMatch(/١٢٫٣٥/);
  });

  it('has no axe violations: linked, locked and loading', async () => {
    const { container } = renderWithUI(
      <>
        <PropertyCard {...property} badges={['hot', 'funded']} />
        <PropertyCard {...property} locked />
        <PropertyCard loading />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

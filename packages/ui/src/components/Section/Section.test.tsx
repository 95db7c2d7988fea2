import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Section } from './Section';
import { section } from './Section.css';

describe('Section', () => {
  it('is a plain div with an h2 over its content by default', () => {
    const { container } = renderWithUI(
      <Section title="How it works">
        <p>Content</p>
      </Section>,
    );
    const root = container.querySelector('[lang] > *')!;
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveClass(...section({ space: 'lg' }).split(' '));
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('as a landmark is a section named by its heading', () => {
    renderWithUI(
      <Section landmark title="Rental income">
        <p>Content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Rental income' });
    expect(region.tagName).toBe('SECTION');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('id', region.getAttribute('aria-labelledby'));
  });

  it('takes a heading id, so a container can be named by the page header', () => {
    renderWithUI(
      <div role="region" aria-labelledby="page-title">
        <Section level={1} headingId="page-title" title="Contact us" />
      </div>,
    );
    expect(screen.getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('keeps a name it is given instead of its heading', () => {
    renderWithUI(<Section landmark aria-label="Filters" title="Search" />);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
  });

  it('as the page header: an h1, its lead, and an eyebrow before the heading', () => {
    renderWithUI(<Section level={1} eyebrow="Erbil" title="Villa with garden" lead="Four bedrooms" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Villa with garden' });
    const eyebrow = screen.getByText('Erbil');
    expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Four bedrooms').tagName).toBe('P');
  });

  it('shows its actions in the header', () => {
    renderWithUI(<Section title="Newest properties" actions={<a href="#all">See all</a>} />);
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
  });

  it('renders no header without title, eyebrow, lead or actions', () => {
    const { container } = renderWithUI(
      <Section>
        <p>Only content</p>
      </Section>,
    );
    expect(container.querySelector('[lang] > *')?.children).toHaveLength(1);
  });

  it('gives the heading a ref and tabIndex -1 so a screen can move focus to it', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderWithUI(<Section level={1} title="Verify your e-mail" headingRef={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <>
        <Section level={1} landmark title="حول سهم" lead="استثمار عقاري للجميع" />
        <Section landmark title="كيف يعمل" actions={<a href="#all">عرض الكل</a>}>
          <p>المحتوى</p>
        </Section>
      </>,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
  });
});

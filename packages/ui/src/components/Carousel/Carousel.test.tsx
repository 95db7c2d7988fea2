import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Carousel, slidesPerViewFor } from './Carousel';

// jsdom has no layout: the carousel measures 0px and shows one slide per page.
const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <article key={i}>
      <a href={`#property-${i + 1}`}>Property {i + 1}</a>
    </article>
  ));

/** Names of the slides the user can currently see and reach. */
const shown = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

describe('Carousel', () => {
  it('is a named carousel region of labelled slides', () => {
    renderWithUI(<Carousel label="Hot properties">{cards(3)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Hot properties' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('labels slides in Arabic with Arabic digits', () => {
    renderWithUI(<Carousel label="عقارات">{cards(2)}</Carousel>, { locale: 'ar' });
    expect(screen.getByRole('region', { name: 'عقارات' })).toHaveAttribute('aria-roledescription', 'عرض شرائح');
    expect(screen.getByRole('group', { name: '٢ من ٢' })).toHaveAttribute('aria-roledescription', 'شريحة');
  });

  it('next and previous move, and are disabled at the ends', async () => {
    const user = userEvent.setup();
    renderWithUI(<Carousel label="Hot properties">{cards(3)}</Carousel>);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(shown()).toEqual(['1 of 3']);
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(shown()).toEqual(['2 of 3']);
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(shown()).toEqual(['3 of 3']);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('pages with the arrow keys, Home and End on the focused region', async () => {
    const user = userEvent.setup();
    renderWithUI(<Carousel label="Hot properties">{cards(4)}</Carousel>);
    screen.getByRole('region').focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['2 of 4']);
    await user.keyboard('{End}');
    expect(shown()).toEqual(['4 of 4']);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['3 of 4']);
    await user.keyboard('{Home}');
    expect(shown()).toEqual(['1 of 4']);
  });

  it('in Arabic, ArrowRight goes back and ArrowLeft goes on, as they point on screen', async () => {
    const user = userEvent.setup();
    renderWithUI(<Carousel label="عقارات">{cards(3)}</Carousel>, { locale: 'ar' });
    screen.getByRole('region').focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toEqual(['٣ من ٣']);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['٢ من ٣']);
  });

  it('in Arabic the track moves the other way (positive translate)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUI(<Carousel label="عقارات">{cards(3)}</Carousel>, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    const track = container.querySelector('[aria-live]') as HTMLElement;
    expect(track.style.transform).toBe('translateX(100%)');
  });

  it('leaves arrow keys alone inside a slide', async () => {
    const user = userEvent.setup();
    renderWithUI(<Carousel label="Hot properties">{cards(3)}</Carousel>);
    screen.getByRole('link', { name: 'Property 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['1 of 3']);
  });

  it('a swipe longer than 40px turns the page; a short one does not', () => {
    const { container } = renderWithUI(<Carousel label="Hot properties">{cards(3)}</Carousel>);
    const viewport = container.querySelector('[data-carousel-viewport]') as HTMLElement;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, button: 0 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 270 });
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, button: 0 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200 });
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.pointerDown(viewport, { pointerId: 2, clientX: 200, button: 0 });
    fireEvent.pointerUp(viewport, { pointerId: 2, clientX: 300 });
    expect(shown()).toEqual(['1 of 3']);
  });

  it('in RTL the swipe mirrors: dragging rightwards goes on', () => {
    const { container } = renderWithUI(<Carousel label="عقارات">{cards(3)}</Carousel>, { locale: 'ar' });
    const viewport = container.querySelector('[data-carousel-viewport]') as HTMLElement;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 100, button: 0 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200 });
    expect(shown()).toEqual(['٢ من ٣']);
  });

  it('a swipe does not also follow the link it started on', () => {
    renderWithUI(<Carousel label="Hot properties">{cards(3)}</Carousel>);
    const link = screen.getByRole('link', { name: 'Property 1' });
    fireEvent.pointerDown(link, { pointerId: 1, clientX: 300, button: 0 });
    fireEvent.pointerUp(link, { pointerId: 1, clientX: 100 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('shows the heading and action slots', () => {
    renderWithUI(
      <Carousel label="Hot properties" heading="Hot properties" action={<a href="#all">View all</a>}>
        {cards(3)}
      </Carousel>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Hot properties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toBeInTheDocument();
  });

  it('follows the spec widths for slides per view', () => {
    expect([320, 554, 555, 839, 840, 1081, 1082, 1399, 1400, 1920].map(slidesPerViewFor)).toEqual([
      1, 1, 2, 2, 3, 3, 3.5, 3.5, 4.5, 4.5,
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <Carousel label="Hot properties" heading="Hot properties">
        {cards(4)}
      </Carousel>,
    );
    await expectNoAxeViolations(container);
  });
});

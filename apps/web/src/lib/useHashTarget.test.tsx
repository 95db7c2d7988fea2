import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHashTarget } from './useHashTarget';

function Page({ later }: { later: (show: () => void) => void }) {
  useHashTarget();
  const [shown, setShown] = useState(false);
  later(() => setShown(true));
  return (
    <>
      <Link to="/page#now">to the section already there</Link>
      <section id="now" aria-label="Already there" />
      {shown && <section id="later" aria-label="Loaded later" />}
    </>
  );
}

function open(path: string) {
  let show!: () => void;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page later={(fn) => (show = fn)} />
    </MemoryRouter>,
  );
  // The observer answers in a microtask: let it run before looking.
  return { show: () => act(async () => show()) };
}

describe('useHashTarget (links to a step of a page, e.g. /settings#settings-phone)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for an element rendered later (lazy screen, data), then scrolls to it and focuses it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { show } = open('/page#later');
    expect(scrolled).not.toHaveBeenCalled();
    await show();
    const target = screen.getByRole('region', { name: 'Loaded later' });
    expect(target).toHaveFocus();
    // Focusable by script only: not a new Tab stop.
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(scrolled.mock.contexts).toEqual([target]);
  });

  it('an element already there: reached at once, and again on a link to it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    open('/page#now');
    const target = screen.getByRole('region', { name: 'Already there' });
    expect(target).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(screen.getByRole('link', { name: 'to the section already there' }));
    expect(target).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('once the person clicks or types, a late element no longer moves the page', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { show } = open('/page#later');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await show();
    expect(screen.getByRole('region', { name: 'Loaded later' })).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('no hash: nothing moves', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { show } = open('/page');
    await show();
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });
});

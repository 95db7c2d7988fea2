import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useScrollTopOnNavigate } from './useScrollTopOnNavigate';

function Screen() {
  useScrollTopOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/about-us">another screen</Link>
      <Link to="/about-us#team">a part of another screen</Link>
      <Link to="/list?state=Funded">the same list, filtered</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

function open(path = '/list?state=All') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Screen />
    </MemoryRouter>,
  );
}

describe('useScrollTopOnNavigate (a link to another screen opens it at its top)', () => {
  let scrolled: MockInstance<typeof window.scrollTo>;
  beforeEach(() => {
    scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('does not move the first screen shown', () => {
    open();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('scrolls to the top when a link opens another screen', () => {
    open();
    fireEvent.click(screen.getByRole('link', { name: 'another screen' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a link to a #part to the hash target, a filter of the same list where it is, and Back to the browser', () => {
    open();
    fireEvent.click(screen.getByRole('link', { name: 'the same list, filtered' }));
    expect(scrolled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'a part of another screen' }));
    expect(scrolled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(scrolled).not.toHaveBeenCalled();
  });
});

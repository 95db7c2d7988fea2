import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigate } from './useFocusOnNavigate';

/** A screen whose heading comes with its data, after a loading screen with a heading of its own. */
function Loading({ release }: { release: (show: () => void) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => release(() => setReady(true)), [release]);
  // Two elements, as in the app (a skeleton, then the screen): React does not reuse the first.
  return ready ? <h1 key="screen">Al-Mansour Garden Residences</h1> : <h1 key="loading">Property details</h1>;
}

/** A screen that gives focus to its first field as it renders. */
function FocusedField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <input ref={ref} aria-label="E-mail" />;
}

function App({ release = () => undefined }: { release?: (show: () => void) => void }) {
  useFocusOnNavigate();
  return (
    <>
      <nav>
        <Link to="/about-us">About us</Link>
        <Link to="/login">Login</Link>
        <Link to="/property">A property</Link>
        <Link to="/about-us#team">Our team</Link>
      </nav>
      <main tabIndex={-1}>
        <Routes>
          <Route path="/home" element={<h1>Home</h1>} />
          <Route path="/about-us" element={<h1>About us</h1>} />
          <Route
            path="/login"
            element={
              <>
                <h1>Login</h1>
                <FocusedField />
              </>
            }
          />
          <Route path="/property" element={<Loading release={release} />} />
        </Routes>
      </main>
    </>
  );
}

function open(release?: (show: () => void) => void) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <App release={release} />
    </MemoryRouter>,
  );
}

const go = (name: string) => act(async () => fireEvent.click(screen.getByRole('link', { name })));

describe('useFocusOnNavigate (a link to another screen moves focus to its main heading)', () => {
  it('leaves the first screen alone', () => {
    open();
    expect(document.body).toHaveFocus();
  });

  it('focuses the new screen’s heading, without adding it to the Tab order', async () => {
    open();
    screen.getByRole('link', { name: 'About us' }).focus();
    await go('About us');
    const heading = screen.getByRole('heading', { name: 'About us' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('follows a loading screen’s heading to the one the screen shows with its data', async () => {
    let show!: () => void;
    open((fn) => (show = fn));
    await go('A property');
    expect(screen.getByRole('heading', { name: 'Property details' })).toHaveFocus();
    await act(async () => show());
    expect(screen.getByRole('heading', { name: 'Al-Mansour Garden Residences' })).toHaveFocus();
  });

  it('does not take focus back once the person has typed or clicked', async () => {
    let show!: () => void;
    open((fn) => (show = fn));
    await go('A property');
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await act(async () => show());
    expect(screen.getByRole('heading', { name: 'Al-Mansour Garden Residences' })).not.toHaveFocus();
  });

  it('leaves a field the screen focuses itself, and a #part to the hash target', async () => {
    open();
    await go('Login');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Our team' });
    link.focus();
    await go('Our team');
    expect(screen.getByRole('heading', { name: 'About us' })).not.toHaveFocus();
    expect(link).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

afterEach(() => localStorage.clear());

describe('App shell', () => {
  it('renders in the saved language, right to left for Arabic', () => {
    render(<App locale="ar" />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('امتلك حصة');
  });

  it('saves the chosen language and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<App locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'کوردیی سۆرانی' }));
    expect(localStorage.getItem('language')).toBe('kr');
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusWhen } from './stepFocus';

function Card({ pending }: { pending: boolean }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useFocusWhen(pending, noticeRef);
  return (
    <>
      <input aria-label="Search" />
      {pending ? (
        <div ref={noticeRef} tabIndex={-1}>
          One request at a time
        </div>
      ) : (
        <button type="button">Request</button>
      )}
    </>
  );
}

describe('useFocusWhen (focus follows a step the person opened, never taken from elsewhere)', () => {
  it('focuses the new step when the pressed button went away with the old one', () => {
    const { rerender } = render(<Card pending={false} />);
    screen.getByRole('button', { name: 'Request' }).focus();
    act(() => rerender(<Card pending />));
    expect(screen.getByText('One request at a time')).toHaveFocus();
  });

  it('leaves focus where the person is when the change comes from elsewhere', () => {
    const { rerender } = render(<Card pending={false} />);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    act(() => rerender(<Card pending />));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('does nothing on the first render', () => {
    render(<Card pending />);
    expect(document.body).toHaveFocus();
  });
});

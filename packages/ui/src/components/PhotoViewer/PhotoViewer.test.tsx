import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { PhotoViewer } from './PhotoViewer';

const photos = [1, 2, 3].map((n) => ({ src: `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`, alt: `Photo ${n} of the tower` }));

/** A page with a button that opens the viewer, as the property page does. */
function Page() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open photos
      </button>
      <PhotoViewer photos={photos} index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} title="Empire Tower" />
    </>
  );
}

const shown = () => within(screen.getByRole('dialog')).getByRole('img').getAttribute('alt');

async function openViewer(locale: 'en' | 'ar' = 'en') {
  renderWithUI(<Page />, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'Open photos' }));
  return screen.getByRole('dialog', { name: 'Empire Tower' });
}

describe('PhotoViewer', () => {
  it('opens full screen on the chosen photo with its count; the buttons move through and wrap around', async () => {
    const dialog = await openViewer();
    expect(shown()).toBe('Photo 1 of the tower');
    expect(dialog).toHaveTextContent('Photo 1 of 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('Photo 2 of the tower');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('Photo 3 of the tower');
  });

  it('arrow keys follow reading order: right is next in English', async () => {
    await openViewer();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Photo 2 of the tower');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe('Photo 3 of the tower');
    await userEvent.keyboard('{Home}');
    expect(shown()).toBe('Photo 1 of the tower');
  });

  it('in Arabic, left is next, the count is in Arabic digits and a swipe to the right brings the next photo', async () => {
    const dialog = await openViewer('ar');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Photo 2 of the tower');
    expect(dialog).toHaveTextContent('الصورة ٢ من ٣');
    const img = within(dialog).getByRole('img');
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 100 });
    fireEvent.pointerUp(img, { pointerId: 1, clientX: 200 });
    expect(shown()).toBe('Photo 3 of the tower');
  });

  it('a swipe to the left brings the next photo in English; a short one is a tap', async () => {
    const dialog = await openViewer();
    const img = within(dialog).getByRole('img');
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 200 });
    fireEvent.pointerUp(img, { pointerId: 1, clientX: 190 });
    expect(shown()).toBe('Photo 1 of the tower');
    fireEvent.pointerDown(img, { pointerId: 2, clientX: 200 });
    fireEvent.pointerUp(img, { pointerId: 2, clientX: 100 });
    expect(shown()).toBe('Photo 2 of the tower');
  });

  it('keeps focus inside, and Escape closes it and returns focus to the button that opened it', async () => {
    const dialog = await openViewer();
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open photos' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    await openViewer();
    await expectNoAxeViolations(document.body);
  });
});

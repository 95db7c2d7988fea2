import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../test/render';
import { Button } from '../Button/Button';
import { DeferredToastProvider } from './DeferredToastProvider';
import { useToast } from './ToastContext';

function Shower() {
  const { show } = useToast();
  return <Button onClick={() => show({ tone: 'success', message: 'Your phone number is verified' })}>Show</Button>;
}

describe('DeferredToastProvider', () => {
  it('draws nothing until the first toast, then shows it in the labelled Notifications region', async () => {
    renderWithUI(
      <DeferredToastProvider>
        <Shower />
      </DeferredToastProvider>,
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 })).toBeInTheDocument();
    expect((await screen.findAllByText('Your phone number is verified')).length).toBeGreaterThan(0);
  });

  it('passes clearOf on: the region starts below that bar', async () => {
    const header = document.createElement('header');
    header.setAttribute('data-bar', '');
    document.body.append(header);
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(() => ({ bottom: 57.4 }) as DOMRect);
    try {
      renderWithUI(
        <DeferredToastProvider clearOf="[data-bar]">
          <Shower />
        </DeferredToastProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));
      const list = (await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 })).querySelector('ol')!;
      expect(list.getAttribute('style')).toMatch(/--[\w-]+:\s*57px/);
    } finally {
      header.remove();
    }
  });

  it('gives the same useToast() API as ToastProvider, and dismisses from the Dismiss button', async () => {
    renderWithUI(
      <DeferredToastProvider durationMs={Infinity}>
        <Shower />
      </DeferredToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }, { timeout: 5000 }));
    await screen.findByRole('region', { name: /Notifications/ });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});

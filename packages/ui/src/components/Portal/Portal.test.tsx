import { darkTheme, lightTheme } from '@sahm/tokens';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { UIProvider } from '../../provider/UIProvider';
import { renderWithUI } from '../../test/render';
import { ThemedPortal } from './Portal';

describe('ThemedPortal', () => {
  it('renders at the end of body, inside the provider’s theme, dir and lang', () => {
    const { container } = render(
      <UIProvider locale="kr" theme="dark">
        <ThemedPortal>
          <p>ناوەڕۆک</p>
        </ThemedPortal>
      </UIProvider>,
    );
    const text = screen.getByText('ناوەڕۆک');
    expect(container).not.toContainElement(text);
    const host = text.parentElement!;
    expect(host).toHaveAttribute('data-sahm-portal');
    expect(host.parentElement).toBe(document.body);
    expect(host).toHaveClass(darkTheme);
    expect(host).not.toHaveClass(lightTheme);
    expect(host).toHaveAttribute('dir', 'rtl');
    expect(host).toHaveAttribute('lang', 'ckb-IQ');
  });

  it('follows a change of locale and theme without remounting its content', () => {
    const view = render(
      <UIProvider locale="en">
        <ThemedPortal>
          <input aria-label="Kept" defaultValue="typed" />
        </ThemedPortal>
      </UIProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Kept' });
    view.rerender(
      <UIProvider locale="ar" theme="dark">
        <ThemedPortal>
          <input aria-label="Kept" defaultValue="typed" />
        </ThemedPortal>
      </UIProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Kept' })).toBe(input);
    const host = input.closest('[data-sahm-portal]');
    expect(host).toHaveAttribute('dir', 'rtl');
    expect(host).toHaveClass(darkTheme);
  });

  it('leaves nothing behind when unmounted', async () => {
    const { unmount } = renderWithUI(
      <ThemedPortal>
        <p>Overlay</p>
      </ThemedPortal>,
    );
    await expectNoAxeViolations(document.querySelector('[data-sahm-portal]')!);
    unmount();
    expect(document.querySelector('[data-sahm-portal]')).toBeNull();
  });

  it('makes its container only while present, a new one each time, so a dialog opened before it cannot have hidden it', () => {
    const view = renderWithUI(
      <ThemedPortal present={false}>
        <p>Reject this request</p>
      </ThemedPortal>,
    );
    expect(document.querySelector('[data-sahm-portal]')).toBeNull();
    expect(screen.queryByText('Reject this request')).toBeNull();
    // A modal dialog that opened meanwhile hid the rest of the page, as Radix does.
    const hidden = () => [...document.body.children].forEach((c) => c.setAttribute('aria-hidden', 'true'));
    hidden();
    view.rerender(
      <ThemedPortal present>
        <p>Reject this request</p>
      </ThemedPortal>,
    );
    const host = screen.getByText('Reject this request').parentElement!;
    expect(host).toHaveAttribute('data-sahm-portal');
    expect(host).not.toHaveAttribute('aria-hidden');
    view.rerender(
      <ThemedPortal present={false}>
        <p>Reject this request</p>
      </ThemedPortal>,
    );
    expect(document.querySelector('[data-sahm-portal]')).toBeNull();
    [...document.body.children].forEach((c) => c.removeAttribute('aria-hidden'));
  });
});

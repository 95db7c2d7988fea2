import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { isQrImageSource, QrCode } from './QrCode';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('QrCode', () => {
  it('draws the provider picture with its name, and the readable code left to right', async () => {
    const { container } = renderWithUI(<QrCode src={png} label="QR code to pay" code="ABCD-1234" />, { locale: 'ar' });
    const img = screen.getByRole('img', { name: 'QR code to pay' });
    expect(img).toHaveAttribute('src', png);
    expect(img).toHaveAttribute('width', '200');
    const code = screen.getByText('ABCD-1234');
    expect(code).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations(container);
  });

  it('copies the code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithUI(<QrCode src={png} label="QR" code="ABCD-1234" />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('ABCD-1234');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('draws only pictures: image data URLs and http(s) or same-site URLs', () => {
    expect(isQrImageSource(png)).toBe(true);
    expect(isQrImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
    expect(isQrImageSource('https://fib.iq/qr.png')).toBe(true);
    expect(isQrImageSource('/api/qr.png')).toBe(true);
    expect(isQrImageSource('javascript:alert(1)')).toBe(false);
    expect(isQrImageSource('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isQrImageSource('//evil.example/qr.png')).toBe(false);
    expect(isQrImageSource('ABCD-1234')).toBe(false);
    renderWithUI(<QrCode src="javascript:alert(1)" label="QR" code="ABCD-1234" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('ABCD-1234')).toBeInTheDocument();
  });
});

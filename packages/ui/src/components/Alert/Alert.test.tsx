import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { Alert } from './Alert';
import { alertTones } from './Alert.css';

describe('Alert', () => {
  it('is announced at once when critical and politely otherwise', () => {
    renderWithUI(
      <>
        <Alert tone="critical">The e-mail or password is not correct</Alert>
        <Alert tone="success">Your message was sent</Alert>
        <Alert tone="warning">Your wallet balance is low</Alert>
        <Alert>Your documents are being checked</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The e-mail or password is not correct');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Success Your message was sent',
      'Warning Your wallet balance is low',
      'Information Your documents are being checked',
    ]);
  });

  it.each(alertTones)('%s: tells its tone by icon and by a word for screen readers, not by colour alone', (tone) => {
    const icons = { info: 'info', success: 'success', warning: 'warning', critical: 'error' } as const;
    const { container } = renderWithUI(<Alert tone={tone}>Message</Alert>);
    expect(container.querySelector(`[data-icon="${icons[tone]}"]`)).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector(`[data-tone="${tone}"]`)).not.toBeNull();
  });

  it('reads the tone, then the title, then the message', () => {
    renderWithUI(
      <Alert tone="warning" title="Your wallet balance is low">
        Deposit at least 100,000 IQD.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Warning Your wallet balance is low Deposit at least 100,000 IQD\.$/);
  });

  it('names the tone in the library language', () => {
    renderWithUI(<Alert tone="critical">البريد الإلكتروني أو كلمة المرور غير صحيحة</Alert>, { locale: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent('خطأ البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('stays an empty live region until there is a message, then announces it in the same region', async () => {
    function SignIn() {
      const [error, setError] = useState<string | null>(null);
      return (
        <>
          <Alert tone="critical">{error}</Alert>
          <button type="button" onClick={() => setError('The e-mail or password is not correct')}>
            Sign in
          </button>
        </>
      );
    }
    renderWithUI(<SignIn />);
    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('The e-mail or password is not correct');
  });

  it('passes id and class to the region', () => {
    renderWithUI(
      <Alert id="form-error" className="extra" tone="critical">
        Try again
      </Alert>,
    );
    const region = screen.getByRole('alert');
    expect(region).toHaveAttribute('id', 'form-error');
    expect(region).toHaveClass('extra');
  });

  it('has no axe violations, in every tone and in Arabic', async () => {
    const { container } = renderWithUI(
      <>
        {alertTones.map((tone) => (
          <Alert key={tone} tone={tone} title="عنوان">
            رسالة
          </Alert>
        ))}
        <Alert tone="critical" />
      </>,
      { locale: 'ar' },
    );
    await expectNoAxeViolations(container);
  });
});

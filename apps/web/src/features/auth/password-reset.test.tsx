import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import { enterCode, expectToast, lastPageView } from './testing';

// Whole-app renders load each screen's chunk on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('forgot and reset password', () => {
  it('sends the code, shows the message, resets with code and new password, then opens /login', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/forgot-password', {
      api: {
        'POST /auth/forgot-password': { body: { data: { email: 'investor@sahm.iq' }, message: 'If an account exists for this email, we sent a code to reset the password' } },
        'POST /auth/reset-password': { body: { data: { email: 'investor@sahm.iq' }, message: 'Your password has been reset, please login again' } },
      },
    });
    await findPageHeading('Forgot password?');
    await user.type(screen.getByLabelText(/^Email/), 'Investor@sahm.iq');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await expectToast('If an account exists for this email, we sent a code to reset the password');
    expect(calls.find((c) => c.path === '/auth/forgot-password')!.body).toEqual({ email: 'investor@sahm.iq' });

    await findPageHeading('Reset password');
    expect(screen.getByText('investor@sahm.iq')).toBeInTheDocument();
    // The code has just been sent: asking again waits for the countdown.
    expect(screen.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();

    await enterCode('314159', user);
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Newpass12');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await expectToast('Your password has been reset, please login again');
    expect(calls.find((c) => c.path === '/auth/reset-password')!.body).toEqual({ email: 'investor@sahm.iq', verifyCode: '314159', password: 'Newpass12' });
    await findPageHeading('Login');
    await waitFor(() => expect(lastPageView(calls)).toBe('/login'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('investor@sahm.iq');
  });

  it('validates the e-mail before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/forgot-password');
    await findPageHeading('Forgot password?');
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/forgot-password')).toBe(false);
  });

  it('reset validates the code, the password rules and the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/reset-password?email=investor%40sahm.iq');
    await findPageHeading('Reset password');
    await enterCode('12', user);
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The OTP should be 6 numbers')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText("Password doesn't match")).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(calls.some((c) => c.path === '/auth/reset-password')).toBe(false);
  });

  it('shows a wrong code from the server on the code', async () => {
    const user = userEvent.setup();
    renderApp('/reset-password?email=investor%40sahm.iq', {
      api: {
        'POST /auth/reset-password': {
          status: 400,
          body: { message: 'The code is incorrect or has expired', code: 'OTP_INVALID', errors: [{ field: 'verifyCode', code: 'OTP_INVALID', message: 'The code is incorrect or has expired' }] },
        },
      },
    });
    await findPageHeading('Reset password');
    await enterCode('000000', user);
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Newpass12');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The code is incorrect or has expired')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the e-mail when the link carried none', async () => {
    renderApp('/reset-password');
    await findPageHeading('Reset password');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import { enterCode, expectToast, lastPageView } from './testing';

// Whole-app renders load each screen's chunk on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/otp: the e-mail code step on its own', () => {
  it('fills the e-mail from the link, verifies, says "Email verified successfully, please login again" and opens /login', async () => {
    const { calls } = renderApp('/otp?email=investor%40sahm.iq', {
      api: { 'POST /auth/verify-email': { body: { data: { email: 'investor@sahm.iq', isEmailVerified: true }, message: 'Email verified successfully, please login again' } } },
    });
    await findPageHeading('Verify your email');
    expect(screen.getByText('investor@sahm.iq')).toBeInTheDocument();
    await enterCode('246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expectToast('Email verified successfully, please login again');
    expect(calls.find((c) => c.path === '/auth/verify-email')!.body).toEqual({ email: 'investor@sahm.iq', verifyCode: '246810' });
    await findPageHeading('Login');
    await waitFor(() => expect(lastPageView(calls)).toBe('/login'));
  });

  it('refuses a short code with "The OTP should be 6 numbers"', async () => {
    const { calls } = renderApp('/otp?email=investor%40sahm.iq');
    await findPageHeading('Verify your email');
    await enterCode('12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP should be 6 numbers')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/verify-email')).toBe(false);
  });

  it('takes a code from the link too', async () => {
    renderApp('/otp?email=investor%40sahm.iq&code=135790');
    await findPageHeading('Verify your email');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('0');
  });

  it('asks for the e-mail when the link has none', async () => {
    const { calls } = renderApp('/otp');
    await findPageHeading('Verify your email');
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('this field is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/verify-email')).toBe(false);
  });

  it('resends the code, then waits 60 seconds before allowing another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { calls } = renderApp('/otp?email=investor%40sahm.iq', {
      api: { 'POST /auth/resend-verification': { body: { data: { email: 'investor@sahm.iq' }, message: 'We sent a verification code to your email' } } },
    });
    await findPageHeading('Verify your email');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await expectToast('We sent a verification code to your email');
    expect(calls.find((c) => c.path === '/auth/resend-verification')!.body).toEqual({ email: 'investor@sahm.iq' });

    const waiting = await screen.findByRole('button', { name: 'Resend code in 60 seconds' });
    expect(waiting).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code in 59 seconds' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Resend code in 1 second' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/auth/resend-verification')).toHaveLength(2));
  });

  it('a failed resend shows the server message and does not start the countdown', async () => {
    renderApp('/otp?email=investor%40sahm.iq', {
      api: { 'POST /auth/resend-verification': { status: 429, body: { message: 'Too many attempts. Please wait 30 seconds and try again.', code: 'RATE_LIMITED' } } },
    });
    await findPageHeading('Verify your email');
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await expectToast('Too many attempts. Please wait 30 seconds and try again.', 'error');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageText } from '@sahm/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes } from '../../test/app';
import { enterCode, expectToast, lastPageView } from './testing';

// Whole-app renders load each screen's chunk on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const profile = {
  body: {
    data: { _id: 'u1', email: 'investor@sahm.iq', username: 'demo', fullName: null, kycStatus: 'verified', isKycVerified: true, isPhoneVerified: true, role: 'investor',
      mobile: { countryCode: '+964', mobileNumber: '7701234567', verified: true }, twoFactor: 'none' },
  },
};
const signedIn = { body: { data: { token: 'tok-123', isEmailVerified: true, _2FA: { withEmail: false, withPhone: false } }, message: 'Signed in successfully' } };

async function fillLogin(email = 'Investor@Sahm.iq', password = 'Investor123') {
  const user = userEvent.setup();
  await findPageHeading('Login');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

function open(path: string, api: ApiRoutes) {
  return renderApp(path, { api: { 'GET /user/user': profile, ...api } });
}

describe('/login: a token is returned (spec.md §4)', () => {
  it('stores the token, says so, and goes to the guard’s redirectTo', async () => {
    const { calls } = open('/login?redirectTo=%2Fsettings', { 'POST /auth/login': signedIn });
    await fillLogin();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe('tok-123'));
    await expectToast('Signed in successfully');
    await waitFor(() => expect(lastPageView(calls)).toBe('/settings'));
    const login = calls.find((c) => c.method === 'POST' && c.path === '/auth/login')!;
    expect(login.body).toEqual({ email: 'investor@sahm.iq', password: 'Investor123' });
  });

  it('a guest sent here from a part of a page (/settings#settings-phone) returns to that part, not the top', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    open('/settings#settings-phone', { 'POST /auth/login': signedIn });
    await fillLogin();
    await findPageHeading('Settings');
    const card = await screen.findByRole('region', { name: 'Mobile number' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(card);
    scrolled.mockRestore();
  });

  it('goes to /dashboard without a redirectTo', async () => {
    const { calls } = open('/login', { 'POST /auth/login': signedIn });
    await fillLogin();
    expect(await findPageHeading(/^Welcome/)).toBeInTheDocument();
    // The page view follows the screen's first render (an effect).
    await waitFor(() => expect(lastPageView(calls)).toBe('/dashboard'));
  });

  it('never follows a redirectTo that leaves the site', async () => {
    const { calls } = open('/login?redirectTo=%2F%2Fevil.example', { 'POST /auth/login': signedIn });
    await fillLogin();
    await waitFor(() => expect(lastPageView(calls)).toBe('/dashboard'));
  });

  it('a guest sent to /login from a signed-in page returns there after signing in', async () => {
    const { calls } = open('/portfolio', { 'POST /auth/login': signedIn });
    await fillLogin();
    expect(await findPageHeading('Portfolio')).toBeInTheDocument();
    await waitFor(() => expect(lastPageView(calls)).toBe('/portfolio'));
  });
});

describe('/login: the e-mail is not verified (spec.md §4)', () => {
  it('opens the verification step, verifies the code, says "Email verified successfully, please login again" and returns to the form', async () => {
    const { calls } = open('/login', {
      'POST /auth/login': { body: { data: { token: null, isEmailVerified: false, _2FA: { withEmail: false, withPhone: false } }, message: 'Please verify your email to continue. We sent you a code.' } },
      'POST /auth/verify-email': { body: { data: { email: 'investor@sahm.iq', isEmailVerified: true }, message: 'Email verified successfully, please login again' } },
    });
    await fillLogin();
    expect(await findPageHeading('Verify your email')).toHaveFocus();
    expect(screen.getByText('investor@sahm.iq')).toBeInTheDocument();
    // The code was just sent with the login answer: resending waits for the countdown.
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeDisabled();

    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expectToast('Email verified successfully, please login again');
    const verify = calls.find((c) => c.path === '/auth/verify-email')!;
    expect(verify.body).toEqual({ email: 'investor@sahm.iq', verifyCode: '123456' });

    await findPageHeading('Login');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('investor@sahm.iq');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a wrong code shows the server message on the code', async () => {
    open('/login', {
      'POST /auth/login': { body: { data: { token: null, isEmailVerified: false, _2FA: { withEmail: false, withPhone: false } } } },
      'POST /auth/verify-email': {
        status: 400,
        body: { message: 'The code is incorrect or has expired', code: 'OTP_INVALID', errors: [{ field: 'verifyCode', code: 'OTP_INVALID', message: 'The code is incorrect or has expired' }] },
      },
    });
    await fillLogin();
    await findPageHeading('Verify your email');
    await enterCode('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect or has expired')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/login: a 2FA code is needed (spec.md §4)', () => {
  it('opens the code prompt, refuses a short code, then logs in again with the otp', async () => {
    const { calls } = open('/login?redirectTo=%2Fbids', {
      'POST /auth/login': ({ body }) =>
        (body as { otp?: string }).otp
          ? signedIn
          : { body: { data: { token: null, isEmailVerified: true, _2FA: { withEmail: false, withPhone: true } }, message: 'Enter the code we sent you to finish signing in' } },
    });
    const user = await fillLogin();
    expect(await findPageHeading('Two-step verification')).toBeInTheDocument();
    expect(screen.getByText(/sent to your mobile number/)).toBeInTheDocument();

    await enterCode('123', user);
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(await screen.findByText('The OTP should be 6 numbers')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/login')).toHaveLength(1);

    await enterCode('654321', user);
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));
    await waitFor(() => expect(localStorage.getItem('authToken')).toBe('tok-123'));
    const logins = calls.filter((c) => c.path === '/auth/login');
    expect(logins).toHaveLength(2);
    expect(logins[1]!.body).toEqual({ email: 'investor@sahm.iq', password: 'Investor123', otp: '654321' });
    await waitFor(() => expect(lastPageView(calls)).toBe('/bids'));
  });

  it('says the code went by e-mail when 2FA is by e-mail', async () => {
    open('/login', { 'POST /auth/login': { body: { data: { token: null, isEmailVerified: true, _2FA: { withEmail: true, withPhone: false } } } } });
    await fillLogin();
    await findPageHeading('Two-step verification');
    expect(screen.getByText(/sent to your email/)).toBeInTheDocument();
  });
});

/** The login form shows `message` in one of its alerts (an alert names its tone to screen readers first, "Error"; the message is what shows). */
async function expectFormAlert(message: string) {
  const form = screen.getByRole('form', { name: 'Login' });
  await waitFor(() =>
    expect(
      within(form)
        .getAllByRole('alert')
        .find((alert) => within(alert).queryByText(message)),
    ).toBeDefined(),
  );
}

describe('/login: failures', () => {
  it('keeps the server message as the form’s error, above the button (errors.test.tsx: once, no toast)', async () => {
    open('/login', { 'POST /auth/login': { status: 400, body: { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' } } });
    await fillLogin();
    await expectFormAlert('Incorrect email or password');
    // The form stays as it was, ready for another try.
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Investor@Sahm.iq');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a disabled account (403 ACCOUNT_DISABLED): the server’s clear message above the button, and no sign-in', async () => {
    open('/login', { 'POST /auth/login': { status: 403, body: { message: messageText('en', 'ACCOUNT_DISABLED'), code: 'ACCOUNT_DISABLED' } } });
    await fillLogin();
    await expectFormAlert('This account has been disabled. Please contact support.');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('a disabled account in Arabic: the message the server wrote in the reader’s language', async () => {
    const disabled = messageText('ar', 'ACCOUNT_DISABLED');
    const { calls } = renderApp('/login', {
      locale: 'ar',
      api: { 'GET /user/user': profile, 'POST /auth/login': { status: 403, body: { message: disabled, code: 'ACCOUNT_DISABLED' } } },
    });
    const user = userEvent.setup();
    await findPageHeading('تسجيل الدخول');
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'investor@sahm.iq');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'Investor123');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText(disabled)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/auth/login')!.headers.get('accept-language')).toBe('ar');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('validates before calling: required fields and a valid e-mail', async () => {
    const { calls } = open('/login', {});
    const user = userEvent.setup();
    await findPageHeading('Login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/login')).toBe(false);
  });

  it('links to forgot password and to register', async () => {
    open('/login', {});
    await findPageHeading('Login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});

describe('/login in Arabic', () => {
  it('renders right to left with translated labels and the domain’s Arabic messages', async () => {
    renderApp('/login', { locale: 'ar' });
    await findPageHeading('تسجيل الدخول');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', expect.stringMatching(/^ar/));
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^كلمة المرور/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText(messageText('ar', 'REQUIRED'))).toHaveLength(2);
    expect(screen.queryByText('this field is required')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locales, messageText, type Locale } from '@sahm/domain';
import type * as UI from '@sahm/ui';
import type { ToastApi, ToastOptions } from '@sahm/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import ar from '../../i18n/auth/ar.json';
import bh from '../../i18n/auth/bh.json';
import en from '../../i18n/auth/en.json';
import kr from '../../i18n/auth/kr.json';
import { enterCode } from './testing';

// Every toast the screens ask for, recorded as it is asked for (the drawn toast arrives later, with its own chunk).
const shown = vi.hoisted(() => [] as ToastOptions[]);
vi.mock('@sahm/ui', async (original) => {
  const ui = await original<typeof UI>();
  return {
    ...ui,
    useToast: (): ToastApi => {
      const api = ui.useToast();
      return {
        ...api,
        show: (options) => {
          shown.push(options);
          return api.show(options);
        },
      };
    },
  };
});

const errorToasts = () => shown.filter((toast) => toast.tone === 'error').map((toast) => toast.message);

// Whole-app renders load each screen's chunk on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  shown.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const refused = { status: 400, body: { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' } };

/** The form's alert (above the button) that says `message`, if any. */
function formAlert(form: HTMLElement, message: string) {
  return within(form)
    .queryAllByRole('alert')
    .find((alert) => within(alert).queryByText(message));
}

describe('sign-in forms show each error once, where it belongs', () => {
  it('login: a refusal shows above the button only, not also as a toast', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/login', { api: { 'POST /auth/login': refused } });
    await findPageHeading('Login');
    await user.type(screen.getByLabelText(/^Email/), 'investor@sahm.iq');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const form = screen.getByRole('form', { name: 'Login' });
    await waitFor(() => expect(formAlert(form, 'Incorrect email or password')).toBeDefined());
    expect(calls.filter((c) => c.path === '/auth/login')).toHaveLength(1);
    expect(screen.getAllByText('Incorrect email or password')).toHaveLength(1);
    expect(errorToasts()).toEqual([]);
  });

  it('login: the refusal goes once the fields are edited (cleared, or retyped)', async () => {
    const user = userEvent.setup();
    renderApp('/login', { api: { 'POST /auth/login': refused } });
    await findPageHeading('Login');
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    await user.type(email, 'investor@sahm.iq');
    await user.type(password, 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const form = screen.getByRole('form', { name: 'Login' });
    await waitFor(() => expect(formAlert(form, 'Incorrect email or password')).toBeDefined());

    await user.clear(password);
    expect(formAlert(form, 'Incorrect email or password')).toBeUndefined();
    expect(screen.queryByText('Incorrect email or password')).toBeNull();

    // Again, then the e-mail is edited.
    await user.type(password, 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(formAlert(form, 'Incorrect email or password')).toBeDefined());
    await user.type(email, 'x');
    expect(screen.queryByText('Incorrect email or password')).toBeNull();
  });

  it('login: a required-field message goes when that field is typed in, the other stays', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await findPageHeading('Login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Email/), 'i');
    expect(screen.getAllByText('this field is required')).toHaveLength(1);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('this field is required'));
  });

  it('register: a taken user name shows on the field only, and goes when the name is edited', async () => {
    const user = userEvent.setup();
    renderApp('/register', {
      api: {
        'POST /auth/signup': {
          status: 409,
          body: { message: 'This user name is already taken', code: 'USERNAME_TAKEN', errors: [{ field: 'name', code: 'USERNAME_TAKEN', message: 'This user name is already taken' }] },
        },
      },
    });
    await findPageHeading('Sign up');
    await user.type(screen.getByLabelText(/^Email/), 'new@sahm.iq');
    await user.type(screen.getByLabelText(/^User name/), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abcdefg1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const name = screen.getByLabelText(/^User name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('This user name is already taken')));
    expect(screen.getAllByText('This user name is already taken')).toHaveLength(1);
    expect(errorToasts()).toEqual([]);

    await user.type(name, '2');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This user name is already taken')).toBeNull();
  });

  it('reset password: a refused code shows under the code only', async () => {
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
    expect(screen.getAllByText('The code is incorrect or has expired')).toHaveLength(1);
    expect(errorToasts()).toEqual([]);
  });

  it('a failed resend, which has no place on the form, is a toast', async () => {
    const user = userEvent.setup();
    renderApp('/otp?email=investor%40sahm.iq', {
      api: { 'POST /auth/resend-verification': { status: 429, body: { message: 'Too many attempts. Please wait 30 seconds and try again.', code: 'RATE_LIMITED' } } },
    });
    await findPageHeading('Verify your email');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(errorToasts()).toEqual(['Too many attempts. Please wait 30 seconds and try again.']));
  });
});

describe('an empty "Confirm password" is required, in every language', () => {
  const labels: Record<Locale, typeof en> = { en, ar, kr, bh };

  it.each(locales)('%s', async (locale) => {
    const user = userEvent.setup();
    const { calls } = renderApp('/register', { locale });
    const t = labels[locale];
    await findPageHeading(t['auth.register.title']);
    await user.type(screen.getByLabelText(new RegExp(`^${t['auth.field.password']}`), { selector: 'input' }), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: t['auth.register.submit'] }));
    const confirm = screen.getByLabelText(new RegExp(`^${t['auth.field.confirmPassword']}`));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(messageText(locale, 'REQUIRED')));
    expect(confirm).not.toHaveAccessibleDescription(expect.stringContaining(messageText(locale, 'PASSWORD_MISMATCH')));
    expect(calls.some((c) => c.path === '/auth/signup')).toBe(false);
  });

  it('with the password empty too, both say so', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await findPageHeading('Sign up');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const confirm = screen.getByLabelText(/^Confirm password/);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(expect.stringContaining('this field is required')));
    expect(screen.getAllByText('this field is required')).toHaveLength(4);
  });
});

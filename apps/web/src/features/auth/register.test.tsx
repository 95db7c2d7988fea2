import { screen, waitFor, within } from '@testing-library/react';
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

async function fillRegister({ email = '', name = '', password = '', confirm = '' }) {
  const user = userEvent.setup();
  await findPageHeading('Sign up');
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (name) await user.type(screen.getByLabelText(/^User name/), name);
  if (password) await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

function checklist() {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return Object.fromEntries(within(list).getAllByRole('listitem').map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met') === 'true']));
}

describe('/register validation (spec.md §5, exact messages)', () => {
  it('shows the e-mail, user name, short password and mismatch messages, and calls nothing', async () => {
    const { calls } = renderApp('/register');
    await fillRegister({ email: 'not-an-email', name: 'ab', password: 'Abc1', confirm: 'Abc2' });
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText("Password doesn't match")).toBeInTheDocument();
    expect(screen.getByLabelText(/^User name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/auth/signup')).toBe(false);
  });

  it('says "The Password does not meet the constraints below" above the checklist', async () => {
    renderApp('/register');
    await fillRegister({ email: 'new@sahm.iq', name: 'karwan', password: 'abcdefgh', confirm: 'abcdefgh' });
    expect(await screen.findByText('The Password does not meet the constraints below')).toBeInTheDocument();
    expect(checklist()).toEqual({ length: true, upper: false, lower: true, number: false });
  });

  it('ticks the constraints as the password is typed', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await findPageHeading('Sign up');
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getByText('At least 8 characters')).toBeInTheDocument();
    expect(within(list).getByText('An upper-case letter')).toBeInTheDocument();
    expect(within(list).getByText('A lower-case letter')).toBeInTheDocument();
    expect(within(list).getByText('A number')).toBeInTheDocument();
    expect(checklist()).toEqual({ length: false, upper: false, lower: false, number: false });
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('aria-describedby', expect.stringContaining(list.id));
    await user.type(password, 'a');
    expect(checklist()).toEqual({ length: false, upper: false, lower: true, number: false });
    await user.type(password, 'B3');
    expect(checklist()).toEqual({ length: false, upper: true, lower: true, number: true });
    await user.type(password, 'cdefg');
    expect(checklist()).toEqual({ length: true, upper: true, lower: true, number: true });
    expect(within(list).getAllByText('(done)')).toHaveLength(4);
  });
});

describe('/register flow (spec.md §4)', () => {
  it('signs up, verifies the e-mail code, says "Signed up successfully, please login to continue" and opens /login', async () => {
    const { calls } = renderApp('/register', {
      api: {
        'POST /auth/signup': { status: 201, body: { data: { email: 'new@sahm.iq', isEmailVerified: false }, message: 'We sent a verification code to your email' } },
        'POST /auth/verify-email': { body: { data: { email: 'new@sahm.iq', isEmailVerified: true }, message: 'Email verified successfully, please login again' } },
      },
    });
    await fillRegister({ email: 'New@Sahm.iq', name: 'karwan', password: 'Abcdefg1', confirm: 'Abcdefg1' });
    expect(await findPageHeading('Verify your email')).toHaveFocus();
    const signup = calls.find((c) => c.path === '/auth/signup')!;
    expect(signup.body).toEqual({ email: 'new@sahm.iq', password: 'Abcdefg1', name: 'karwan' });

    await enterCode('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expectToast('Signed up successfully, please login to continue');
    expect(calls.find((c) => c.path === '/auth/verify-email')!.body).toEqual({ email: 'new@sahm.iq', verifyCode: '482913' });
    await findPageHeading('Login');
    await waitFor(() => expect(lastPageView(calls)).toBe('/login'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('new@sahm.iq');
  });

  it('puts the server’s field errors on the fields (e-mail or user name taken)', async () => {
    renderApp('/register', {
      api: {
        'POST /auth/signup': {
          status: 409,
          body: { message: 'This user name is already taken', code: 'USERNAME_TAKEN', errors: [{ field: 'name', code: 'USERNAME_TAKEN', message: 'This user name is already taken' }] },
        },
      },
    });
    await fillRegister({ email: 'new@sahm.iq', name: 'demo', password: 'Abcdefg1', confirm: 'Abcdefg1' });
    const name = screen.getByLabelText(/^User name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('This user name is already taken'));
  });

  it('an e-mail that already has an account gets the same answer as a new one: the code step follows, nothing is revealed', async () => {
    // The server answers 201 either way and e-mails the owner a note instead of a code (decisions.md §13).
    renderApp('/register', {
      api: {
        'POST /auth/signup': { status: 201, body: { data: { email: 'investor@sahm.iq', isEmailVerified: false }, message: 'We sent a verification code to your email' } },
      },
    });
    await fillRegister({ email: 'investor@sahm.iq', name: 'someone', password: 'Abcdefg1', confirm: 'Abcdefg1' });
    expect(await findPageHeading('Verify your email')).toHaveFocus();
    expect(screen.getByText(/investor@sahm\.iq/)).toBeInTheDocument();
  });

  it('links to login', async () => {
    renderApp('/register');
    await findPageHeading('Sign up');
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(within(form).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

import { messageText, type AutoReinvestSettings } from '@sahm/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes, type RecordedCall } from '../../test/app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 't0k3n';

function profile(extra: Record<string, unknown> = {}) {
  return {
    _id: 'u1',
    email: 'sara@example.com',
    username: 'sara',
    fullName: 'Sara Ali',
    dateOfBirth: '1994-03-02',
    city: 'Erbil',
    addressLine1: null,
    isEmailVerified: true,
    _2FA: { withEmail: false, withPhone: false },
    twoFactor: 'none',
    mobile: { countryCode: null, mobileNumber: null, verified: false },
    isPhoneVerified: false,
    profileImage: null,
    kycStatus: 'not_verified',
    isKycVerified: false,
    kycReason: null,
    role: 'investor',
    notificationPreferences: { accountUpdates: true, offers: true, buyAndSell: true, email: true, sms: false },
    language: 'en',
    ...extra,
  };
}

const reinvest = (extra: Partial<AutoReinvestSettings> = {}): AutoReinvestSettings => ({
  enabled: false,
  minimum: 100_000,
  accrued: [{ propertyId: 'p1', propertyName: 'Erbil Heights', amount: 42_500 }],
  ...extra,
});

// The screen's chunk, compiled once before the first test rather than inside its time budget.
beforeAll(async () => {
  await import('./SettingsPage');
});
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open({
  user = profile(),
  api = {},
  locale = 'en',
  path = '/settings',
}: { user?: Record<string, unknown> | (() => unknown); api?: ApiRoutes; locale?: 'en' | 'ar'; path?: string } = {}) {
  const me = typeof user === 'function' ? user : () => user;
  return renderApp(path, {
    token: TOKEN,
    locale,
    api: { 'GET /user/user': () => ({ body: { data: me() } }), 'GET /user/user/auto-reinvest': { body: { data: reinvest() } }, ...api },
  });
}

const section = (name: string) => screen.getByRole('region', { name });
/** A part of the page, once the lazily loaded screen and the profile are there. */
const findCard = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const posts = (calls: RecordedCall[], path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path);

describe('/settings (spec.md §2 Settings, issue 10)', () => {
  it('shows every part: profile, identity, phone, e-mail, security, notifications, auto-reinvest', async () => {
    open();
    expect(await findCard('Profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of ['Profile', 'Identity verification', 'Mobile number', 'E-mail address', 'Security', 'Notifications', 'Auto-reinvest rent'])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(within(section('Identity verification')).getByText('Not verified')).toBeInTheDocument();
    expect(within(section('Identity verification')).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute('href', '/kyc-verification');
    expect(within(section('E-mail address')).getByText('sara@example.com')).toBeInTheDocument();
  });

  it.each([
    ['#settings-phone', 'Mobile number'],
    ['#settings-identity', 'Identity verification'],
  ])('a link to a part (%s, from a purchase gate or the About button) lands on it once the profile is there', async (hash, name) => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    let answer!: () => void;
    const profileHere = new Promise<void>((resolve) => (answer = resolve));
    open({ path: `/settings${hash}`, api: { 'GET /user/user': async () => (await profileHere, { body: { data: profile() } }) } });
    // The screen is up, its parts are not: the profile is still on the way.
    await findPageHeading('Settings');
    expect(screen.queryByRole('region', { name })).toBeNull();
    answer();
    const card = await findCard(name);
    // Focus moves there too, so the keyboard and a screen reader continue from the step, not from the top.
    await waitFor(() => expect(card).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(card);
    scrolled.mockRestore();
  });

  it('a failed profile load: the error and a retry', async () => {
    let fail = true;
    open({ user: () => (fail ? undefined : profile()), api: { 'GET /user/user': () => (fail ? { status: 500, body: {} } : { body: { data: profile() } }) } });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await findCard('Profile')).toBeInTheDocument();
  });

  describe('personal info', () => {
    it('letters only in the full name and 18 or over, said per field; nothing is sent', async () => {
      const { calls } = open();
      const user = userEvent.setup();
      await findCard('Profile');
      const name = screen.getByRole('textbox', { name: 'Full name' });
      await user.clear(name);
      await user.type(name, 'Sara 2');
      const dob = screen.getByRole('textbox', { name: 'Date of birth' });
      await user.clear(dob);
      await user.type(dob, `${new Date().getUTCFullYear() - 10}-01-01`);
      await user.click(screen.getByRole('button', { name: 'Save personal info' }));
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription(expect.stringContaining('Only characters are allowed'));
      expect(dob).toHaveAttribute('aria-invalid', 'true');
      expect(dob).toHaveAccessibleDescription(expect.stringContaining('You must be 18 or older'));
      expect(posts(calls, '/user/user/update')).toHaveLength(0);
    });

    it('saves what is filled in (Arabic-Indic digits in the date read as the same date) and says so', async () => {
      const { calls } = open({ api: { 'POST /user/user/update': ({ body }) => ({ body: { data: profile(body as Record<string, unknown>), message: 'Profile details updated successfully' } }) } });
      const user = userEvent.setup();
      await findCard('Profile');
      const dob = screen.getByRole('textbox', { name: 'Date of birth' });
      await user.clear(dob);
      await user.type(dob, '١٩٩٠-٠٤-٢١');
      await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '14 Ramadan Street');
      await user.click(screen.getByRole('button', { name: 'Save personal info' }));
      await waitFor(() => expect(posts(calls, '/user/user/update')).toHaveLength(1));
      expect(posts(calls, '/user/user/update')[0]!.body).toEqual({ fullName: 'Sara Ali', dateOfBirth: '1990-04-21', city: 'Erbil', addressLine1: '14 Ramadan Street' });
      expect(await within(section('Profile')).findByText('Profile details updated successfully')).toBeInTheDocument();
    });
  });

  describe('profile photo', () => {
    it('refuses a file of another type, previews and uploads a good one, and removes it after asking', async () => {
      let photo: string | null = null;
      const { calls } = open({
        user: () => profile({ profileImage: photo }),
        api: {
          'POST /user/user/profile-image': () => {
            photo = '/api/user/files/profile/a.webp';
            return { body: { data: profile({ profileImage: photo }), message: 'Profile details updated successfully' } };
          },
          'DELETE /user/user/profile-image': () => {
            photo = null;
            return { body: { data: profile(), message: 'Profile details updated successfully' } };
          },
        },
      });
      const user = userEvent.setup({ applyAccept: false });
      const profileCard = await findCard('Profile');
      const input = profileCard.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
      expect(within(profileCard).getByText('Please upload a JPEG, PNG or WebP image')).toBeInTheDocument();
      await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
      expect(within(profileCard).getByRole('img', { name: 'Your new profile photo' })).toHaveAttribute('src', 'blob:preview');
      await user.click(within(profileCard).getByRole('button', { name: 'Save photo' }));
      expect(await within(profileCard).findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/api/user/files/profile/a.webp');
      expect((posts(calls, '/user/user/profile-image')[0]!.body as FormData).get('profileImage')).toBeInstanceOf(File);

      await user.click(within(profileCard).getByRole('button', { name: 'Remove photo' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remove your profile photo?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
      await waitFor(() => expect(within(profileCard).queryByRole('img')).toBeNull());
      expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/user/user/profile-image')).toHaveLength(1);
    });
  });

  describe('phone', () => {
    it('a wrong number is said and sends nothing', async () => {
      const { calls } = open();
      const user = userEvent.setup();
      const card = await findCard('Mobile number');
      await user.type(within(card).getByRole('textbox', { name: 'Mobile number' }), '12ab');
      await user.click(within(card).getByRole('button', { name: 'Send code' }));
      expect(within(card).getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
      expect(posts(calls, '/auth/send-verify-number')).toHaveLength(0);
    });

    it('sends a code to +964, shows the attempts left and a resend countdown, verifies the six digits', async () => {
      let verified = false;
      const { calls } = open({
        user: () => profile(verified ? { isPhoneVerified: true, mobile: { countryCode: '+964', mobileNumber: '7701234567', verified: true } } : {}),
        api: {
          'POST /auth/send-verify-number': {
            body: { data: { countryCode: '+964', mobileNumber: '7701234567', remainingAttempts: 4, resendAfterSeconds: 60, expiresInSeconds: 600 }, message: 'We sent a code to your mobile number' },
          },
          'POST /auth/verify-number': () => {
            verified = true;
            return { body: { data: { isPhoneVerified: true }, message: 'Your mobile number has been verified' } };
          },
        },
      });
      const user = userEvent.setup();
      const card = await findCard('Mobile number');
      await user.type(within(card).getByRole('textbox', { name: 'Mobile number' }), '0770 123 4567');
      await user.click(within(card).getByRole('button', { name: 'Send code' }));
      expect(await within(card).findByText('You can ask for 4 more codes today.')).toBeInTheDocument();
      expect(posts(calls, '/auth/send-verify-number')[0]!.body).toEqual({ countryCode: '+964', mobileNumber: '7701234567' });
      expect(within(card).getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled();
      await user.click(within(card).getByRole('button', { name: 'Verify number' }));
      expect(await within(card).findByText('The OTP should be 6 numbers')).toBeInTheDocument();
      expect(posts(calls, '/auth/verify-number')).toHaveLength(0);
      await user.click(within(card).getAllByRole('textbox')[0]!);
      await user.keyboard('123456');
      await user.click(within(card).getByRole('button', { name: 'Verify number' }));
      await waitFor(() => expect(posts(calls, '/auth/verify-number')).toHaveLength(1));
      expect(posts(calls, '/auth/verify-number')[0]!.body).toEqual({ countryCode: '+964', mobileNumber: '7701234567', verifyCode: '123456' });
      expect(await within(section('Mobile number')).findByText('Verified')).toBeInTheDocument();
    });

    it('"Resend code" comes back when the countdown ends, and sends a new code to the same number', async () => {
      // Only the countdown's clock is fake (lib/useCountdown: setInterval and Date); the app's other timers run as usual.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      try {
        const { calls } = open({
          api: {
            'POST /auth/send-verify-number': ({ body }) => ({
              body: {
                data: { ...(body as object), remainingAttempts: 5 - posts(calls, '/auth/send-verify-number').length, resendAfterSeconds: 30, expiresInSeconds: 600 },
                message: 'We sent a code to your mobile number',
              },
            }),
          },
        });
        const user = userEvent.setup();
        const card = await findCard('Mobile number');
        await user.type(within(card).getByRole('textbox', { name: 'Mobile number' }), '7701234567');
        await user.click(within(card).getByRole('button', { name: 'Send code' }));
        expect(await within(card).findByRole('button', { name: 'Resend in 30 seconds' })).toBeDisabled();
        expect(within(card).getByText('You can ask for 4 more codes today.')).toBeInTheDocument();
        act(() => void vi.advanceTimersByTime(29_000));
        expect(within(card).getByRole('button', { name: 'Resend in 1 second' })).toBeDisabled();
        act(() => void vi.advanceTimersByTime(1_000));
        const resend = within(card).getByRole('button', { name: 'Resend code' });
        expect(resend).toBeEnabled();
        await user.click(resend);
        await waitFor(() => expect(posts(calls, '/auth/send-verify-number')).toHaveLength(2));
        expect(posts(calls, '/auth/send-verify-number')[1]!.body).toEqual({ countryCode: '+964', mobileNumber: '7701234567' });
        // A new code, a new countdown.
        expect(await within(card).findByRole('button', { name: 'Resend in 30 seconds' })).toBeDisabled();
        expect(within(card).getByText('You can ask for 3 more codes today.')).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('replacing a verified number asks for the password; the daily limit is the server’s message', async () => {
      // The server's own text for the code (packages/domain), so the fake answer cannot drift from it.
      const limit = 'Unfortunately you have used all your attempts for today';
      expect(messageText('en', 'PHONE_ATTEMPTS_EXHAUSTED')).toBe(limit);
      const { calls } = open({
        user: profile({ isPhoneVerified: true, mobile: { countryCode: '+964', mobileNumber: '7701234567', verified: true } }),
        api: { 'POST /auth/send-verify-number': { status: 429, body: { code: 'PHONE_ATTEMPTS_EXHAUSTED', message: limit } } },
      });
      const user = userEvent.setup();
      const card = await findCard('Mobile number');
      await user.type(within(card).getByRole('textbox', { name: 'New mobile number' }), '7509998877');
      await user.click(within(card).getByRole('button', { name: 'Send code' }));
      expect(within(card).getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Please enter your password to change this setting'));
      expect(posts(calls, '/auth/send-verify-number')).toHaveLength(0);
      await user.type(within(card).getByLabelText('Current password'), 'Secret123');
      await user.click(within(card).getByRole('button', { name: 'Send code' }));
      expect(await within(card).findByText(limit)).toBeInTheDocument();
      expect(posts(calls, '/auth/send-verify-number')[0]!.body).toEqual({ countryCode: '+964', mobileNumber: '7509998877', password: 'Secret123' });
    });

    it('removes the number after a confirmation with the password; a wrong one keeps the dialog open', async () => {
      let wrong = true;
      const { calls } = open({
        user: profile({ isPhoneVerified: true, mobile: { countryCode: '+964', mobileNumber: '7701234567', verified: true } }),
        api: {
          'POST /auth/remove-number': () =>
            wrong
              ? { status: 400, body: { code: 'PASSWORD_INCORRECT', message: 'Your password is incorrect' } }
              : { body: { data: null, message: 'Your mobile number has been Removed' } },
        },
      });
      const user = userEvent.setup();
      const card = await findCard('Mobile number');
      await user.click(within(card).getByRole('button', { name: 'Remove number' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Remove your mobile number?' });
      await user.type(within(dialog).getByLabelText('Current password'), 'Guess1234');
      await user.click(within(dialog).getByRole('button', { name: 'Remove number' }));
      expect(await within(dialog).findByText('Your password is incorrect')).toBeInTheDocument();
      wrong = false;
      await user.click(within(dialog).getByRole('button', { name: 'Remove number' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(posts(calls, '/auth/remove-number').map((c) => c.body)).toEqual([{ password: 'Guess1234' }, { password: 'Guess1234' }]);
    });
  });

  describe('e-mail', () => {
    it('a new address with the password, then the code sent to it', async () => {
      const { calls } = open({
        api: {
          'POST /user/user/change-email': { body: { data: null, message: 'We sent a code to your new email address' } },
          'POST /user/user/verify-email-change': { body: { data: null, message: 'Your email address has been changed' } },
        },
      });
      const user = userEvent.setup();
      const card = await findCard('E-mail address');
      await user.type(within(card).getByRole('textbox', { name: 'New e-mail address' }), 'not-an-email');
      await user.click(within(card).getByRole('button', { name: 'Send code to the new address' }));
      expect(within(card).getByRole('textbox', { name: 'New e-mail address' })).toHaveAttribute('aria-invalid', 'true');
      expect(within(card).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect(posts(calls, '/user/user/change-email')).toHaveLength(0);
      await user.clear(within(card).getByRole('textbox', { name: 'New e-mail address' }));
      await user.type(within(card).getByRole('textbox', { name: 'New e-mail address' }), 'Sara.New@Example.com');
      await user.type(within(card).getByLabelText('Current password'), 'Secret123');
      await user.click(within(card).getByRole('button', { name: 'Send code to the new address' }));
      expect(await within(card).findByText('sara.new@example.com')).toBeInTheDocument();
      expect(posts(calls, '/user/user/change-email')[0]!.body).toEqual({ email: 'sara.new@example.com', password: 'Secret123' });
      await user.click(within(card).getAllByRole('textbox')[0]!);
      await user.keyboard('654321');
      await user.click(within(card).getByRole('button', { name: 'Confirm new address' }));
      await waitFor(() => expect(posts(calls, '/user/user/verify-email-change')).toHaveLength(1));
      expect(posts(calls, '/user/user/verify-email-change')[0]!.body).toEqual({ verifyCode: '654321' });
    });
  });

  describe('security', () => {
    it('mobile two-step sign-in needs a verified phone first; a change needs the password', async () => {
      const { calls } = open({
        api: { 'POST /user/user/update': ({ body }) => ({ body: { data: profile({ twoFactor: (body as { twoFactor: string }).twoFactor }), message: 'Profile details updated successfully' } }) },
      });
      const user = userEvent.setup();
      const card = await findCard('Security');
      await user.click(within(card).getByRole('combobox', { name: 'Second step' }));
      await user.click(await screen.findByRole('option', { name: 'Code by SMS' }));
      await user.click(within(card).getByRole('button', { name: 'Save two-step sign-in' }));
      expect(within(card).getByRole('combobox', { name: 'Second step' })).toHaveAccessibleDescription(expect.stringContaining('Please verify your phone number first'));
      await user.click(within(card).getByRole('combobox', { name: 'Second step' }));
      await user.click(await screen.findByRole('option', { name: 'Code by e-mail' }));
      await user.click(within(card).getByRole('button', { name: 'Save two-step sign-in' }));
      const twoStepPassword = within(card).getAllByLabelText('Current password')[0]!;
      expect(twoStepPassword).toHaveAccessibleDescription(expect.stringContaining('Please enter your password to change this setting'));
      expect(posts(calls, '/user/user/update')).toHaveLength(0);
      await user.type(twoStepPassword, 'Secret123');
      await user.click(within(card).getByRole('button', { name: 'Save two-step sign-in' }));
      await waitFor(() => expect(posts(calls, '/user/user/update')).toHaveLength(1));
      expect(posts(calls, '/user/user/update')[0]!.body).toEqual({ twoFactor: 'email', password: 'Secret123' });
      expect(await within(section('Security')).findByText('On: after your password, we send a code to your e-mail.')).toBeInTheDocument();
    });

    it.each([
      ['too short', 'Ab1defg', 'Password must be at least 8 characters long'],
      ['without an upper-case letter', 'newer1234', 'The Password does not meet the constraints below'],
      ['without a lower-case letter', 'NEWER1234', 'The Password does not meet the constraints below'],
      ['without a digit', 'NewerPassword', 'The Password does not meet the constraints below'],
    ])('password change: a new password %s (%s) is refused on its field with the rule’s message; nothing is sent', async (_rule, weak, message) => {
      const { calls } = open({ api: { 'POST /auth/change-password': { body: { data: null, message: 'Your password has been changed' } } } });
      const user = userEvent.setup();
      const card = await findCard('Security');
      const form = within(card).getByRole('form', { name: 'Change password' });
      await user.type(within(form).getByLabelText('Current password'), 'Old12345');
      await user.type(within(form).getByLabelText('New password'), weak);
      await user.type(within(form).getByLabelText('Confirm new password'), weak);
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      const field = within(form).getByLabelText('New password');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(posts(calls, '/auth/change-password')).toHaveLength(0);
    });

    it('password change: the rules and the match are checked before sending; the server’s refusal is shown', async () => {
      const { calls } = open({ api: { 'POST /auth/change-password': { status: 400, body: { code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' } } } });
      const user = userEvent.setup();
      const card = await findCard('Security');
      const form = within(card).getByRole('form', { name: 'Change password' });
      await user.type(within(form).getByLabelText('Current password'), 'Old12345');
      await user.type(within(form).getByLabelText('New password'), 'New12345');
      await user.type(within(form).getByLabelText('Confirm new password'), 'New12346');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription("Password doesn't match");
      expect(posts(calls, '/auth/change-password')).toHaveLength(0);
      await user.clear(within(form).getByLabelText('Confirm new password'));
      await user.type(within(form).getByLabelText('Confirm new password'), 'New12345');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByText('Incorrect email or password')).toBeInTheDocument();
      expect(posts(calls, '/auth/change-password')[0]!.body).toEqual({ oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' });
    });
  });

  it('notification preferences and the language of e-mails and SMS', async () => {
    const { calls } = open({ api: { 'POST /user/user/update': { body: { data: profile(), message: 'Profile details updated successfully' } } } });
    const user = userEvent.setup();
    const card = await findCard('Notifications');
    expect(within(card).getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await user.click(within(card).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Offers and new properties' }));
    await user.click(within(card).getByRole('combobox', { name: 'Language of e-mails and SMS' }));
    await user.click(await screen.findByRole('option', { name: 'کوردیا بادینی' }));
    await user.click(within(card).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(posts(calls, '/user/user/update')).toHaveLength(1));
    expect(posts(calls, '/user/user/update')[0]!.body).toEqual({
      notificationPreferences: { accountUpdates: true, offers: false, buyAndSell: true, email: true, sms: true },
      language: 'bh',
    });
  });

  describe('auto-reinvest (issue 14)', () => {
    it('shows the rent accrued per property and turns the switch on', async () => {
      const { calls } = open({
        api: { 'PUT /user/user/auto-reinvest': { body: { data: reinvest({ enabled: true }), message: 'Auto-reinvest is on' } } },
      });
      const user = userEvent.setup();
      const card = await findCard('Auto-reinvest rent');
      const list = await within(card).findByRole('list', { name: 'Rent built up towards the next reinvestment' });
      expect(within(list).getByText('Erbil Heights')).toBeInTheDocument();
      expect(list).toHaveTextContent('42,500');
      const toggle = within(card).getByRole('checkbox', { name: 'Reinvest my rent automatically' });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      await waitFor(() => expect(within(card).getByRole('checkbox', { name: 'Reinvest my rent automatically' })).toBeChecked());
      expect(posts(calls, '/user/user/auto-reinvest')[0]).toMatchObject({ method: 'PUT', body: { enabled: true } });
    });

    it('nothing accrued yet: said so; a failed switch keeps it as it was and says why', async () => {
      open({
        api: {
          'GET /user/user/auto-reinvest': { body: { data: reinvest({ accrued: [] }) } },
          'PUT /user/user/auto-reinvest': { status: 500, body: { message: 'Server error! Please try again.' } },
        },
      });
      const user = userEvent.setup();
      const card = await findCard('Auto-reinvest rent');
      expect(await within(card).findByText('No rent has built up yet.')).toBeInTheDocument();
      await user.click(within(card).getByRole('checkbox', { name: 'Reinvest my rent automatically' }));
      expect(await within(card).findByText('Server error! Please try again.')).toBeInTheDocument();
      expect(within(card).getByRole('checkbox', { name: 'Reinvest my rent automatically' })).not.toBeChecked();
    });
  });

  it('Arabic, right to left', async () => {
    open({ locale: 'ar' });
    expect(await findPageHeading('الإعدادات')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await findCard('رقم الهاتف المحمول')).toBeInTheDocument();
  });
});

import type { Profile } from '@sahm/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import { COUNT_UP_MS } from './AboutPage';
import { startActionFor } from './startAction';
import { initialsOf } from './team';

const TOKEN = 't'.repeat(43);

function profile(overrides: Partial<Profile>): Profile {
  return {
    _id: 'u1',
    email: 'investor@sahm.iq',
    username: 'demo',
    fullName: 'Karwan Ahmed',
    dateOfBirth: '1990-04-12',
    city: 'Erbil',
    addressLine1: null,
    isEmailVerified: true,
    _2FA: { withEmail: false, withPhone: false },
    twoFactor: 'none',
    mobile: { countryCode: '+964', mobileNumber: '7501234567', verified: true },
    isPhoneVerified: true,
    profileImage: null,
    kycStatus: 'verified',
    isKycVerified: true,
    kycReason: null,
    role: 'investor',
    notificationPreferences: { accountUpdates: true, offers: true, buyAndSell: true, email: true, sms: false },
    language: 'en',
    ...overrides,
  };
}

/** Reduced motion: CountUp shows its final figure at once. */
function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/about-us (spec.md §2, §9)', () => {
  it('has the mission, team and partners', async () => {
    renderApp('/about-us');
    expect(await findPageHeading('Real estate ownership, open to everyone in Iraq')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Our team' });
    const members = within(team).getAllByRole('listitem');
    expect(members.length).toBeGreaterThanOrEqual(4);
    expect(members.length).toBeLessThanOrEqual(6);
    expect(within(members[0]!).getByRole('heading', { level: 3, name: 'Ahmed Al-Rubaie' })).toBeInTheDocument();
    expect(members[0]).toHaveTextContent('Chief Executive Officer');
    expect(members[0]!.querySelector('svg[data-avatar]')).toHaveTextContent('AR');
    const partners = screen.getByRole('region', { name: 'Our partners' });
    expect(within(partners).getAllByRole('img').length).toBeGreaterThanOrEqual(3);
    expect(within(partners).getByRole('img', { name: 'Tigris Bank' })).toBeInTheDocument();
    // Generated in the page: no image is fetched for the team or partners.
    expect(team.querySelector('img')).toBeNull();
    expect(partners.querySelector('img')).toBeNull();
  });

  it('counts up over 3 seconds to $151M, 40M and 371 (final values with reduced motion)', async () => {
    expect(COUNT_UP_MS).toBe(3000);
    preferReducedMotion();
    renderApp('/about-us');
    await findPageHeading();
    const stats = screen.getByRole('region', { name: 'Sahm in numbers' });
    const shown = [...stats.querySelectorAll('[data-count-up]')].map((el) => el.textContent);
    expect(shown).toEqual(['$151M', '40M', '371']);
    expect(stats).toHaveTextContent('Worth of property listed on Sahm');
    expect(stats).toHaveTextContent('Tokens owned by our investors');
    expect(stats).toHaveTextContent('Homes and shops funded across Iraq');
  });

  it('screen readers hear the final figures even while counting', async () => {
    renderApp('/about-us');
    await findPageHeading();
    const stats = screen.getByRole('region', { name: 'Sahm in numbers' });
    for (const figure of ['$151M', '40M', '371']) expect(within(stats).getByText(figure, { ignore: '[aria-hidden="true"]' })).toBeInTheDocument();
  });

  describe('the start button', () => {
    it('sends guests to /login', async () => {
      renderApp('/about-us');
      await findPageHeading();
      expect(screen.getByRole('link', { name: 'Log in to start investing' })).toHaveAttribute('href', '/login');
    });

    it.each([
      ['no KYC submitted', { kycStatus: 'not_verified', isKycVerified: false, isPhoneVerified: false }, 'Verify your identity', '/kyc-verification'],
      ['KYC refused, to send again', { kycStatus: 'rejected', isKycVerified: false, isPhoneVerified: true }, 'Verify your identity', '/kyc-verification'],
      ['KYC waiting for approval', { kycStatus: 'pending', isKycVerified: false, isPhoneVerified: true }, 'Finish your verification', '/settings#settings-identity'],
      ['KYC waiting, phone not verified', { kycStatus: 'pending', isKycVerified: false, isPhoneVerified: false }, 'Finish your verification', '/settings#settings-phone'],
      ['KYC verified, phone not verified', { kycStatus: 'verified', isKycVerified: true, isPhoneVerified: false }, 'Finish your verification', '/settings#settings-phone'],
      ['fully verified', { kycStatus: 'verified', isKycVerified: true, isPhoneVerified: true }, 'Browse properties', '/home'],
    ] as const)('signed in, %s → %s', async (_case, overrides, name, href) => {
      renderApp('/about-us', { token: TOKEN, api: { 'GET /user/user': { body: { data: profile(overrides) } } } });
      await findPageHeading();
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    });

    it('follows the rules of spec.md §2 for every profile', () => {
      expect(startActionFor(false, undefined)?.href).toBe('/login');
      expect(startActionFor(true, undefined)).toBeUndefined();
      expect(startActionFor(true, profile({ kycStatus: 'not_verified', isKycVerified: false }))?.href).toBe('/kyc-verification');
      // The step that clears the gate: a refused check is sent again, an unverified phone is verified in its part of /settings.
      expect(startActionFor(true, profile({ kycStatus: 'rejected', isKycVerified: false }))?.href).toBe('/kyc-verification');
      expect(startActionFor(true, profile({ kycStatus: 'rejected', isKycVerified: false, isPhoneVerified: false }))?.href).toBe('/kyc-verification');
      expect(startActionFor(true, profile({ kycStatus: 'pending', isKycVerified: false }))?.href).toBe('/settings#settings-identity');
      expect(startActionFor(true, profile({ isPhoneVerified: false }))?.href).toBe('/settings#settings-phone');
      expect(startActionFor(true, profile({}))?.href).toBe('/home');
    });
  });

  it('renders right to left in Arabic, Sorani and Badini with translated figures', async () => {
    preferReducedMotion();
    for (const [locale, mission] of [['ar', 'مهمتنا'], ['kr', 'ئەرکی ئێمە'], ['bh', 'ئەرکێ مە']] as const) {
      const view = renderApp('/about-us', { locale });
      await findPageHeading();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(screen.getByRole('heading', { level: 2, name: mission })).toBeInTheDocument();
      expect(document.querySelectorAll('[data-count-up]')).toHaveLength(3);
      view.unmount();
    }
  });

  it('makes initials from names in any script', () => {
    expect(initialsOf('Ahmed Al-Rubaie')).toBe('AR');
    expect(initialsOf('أحمد الربيعي')).toBe('أر');
    expect(initialsOf('کاروان حەسەن')).toBe('کح');
  });
});

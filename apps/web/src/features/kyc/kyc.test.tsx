import type { KycStatus, LivenessChallenge } from '@sahm/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes } from '../../test/app';
import { expectNoAxeViolations } from '../../test/axe';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 't0k3n';
const NONCE = 'n0nce_abcdefghijklmnopqrstuvwxyz0123456789AB';
const CHALLENGES: LivenessChallenge[] = ['blink', 'turn_left', 'smile'];

function profile(kycStatus: KycStatus, extra: Record<string, unknown> = {}) {
  return {
    _id: 'u1',
    email: 'sara@example.com',
    username: 'sara',
    fullName: 'Sara Ali',
    dateOfBirth: '1994-03-02',
    kycStatus,
    isKycVerified: kycStatus === 'verified',
    kycReason: null,
    isPhoneVerified: true,
    role: 'investor',
    ...extra,
  };
}

const challengeSet = () => ({
  status: 200,
  body: { data: { challenges: CHALLENGES, nonce: NONCE, expiresAt: new Date(Date.now() + 600_000).toISOString(), expiresInSeconds: 600 } },
});

const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

// The screen's chunk, compiled once before the first test rather than inside its time budget.
beforeAll(async () => {
  await import('./KycPage');
});
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(status: KycStatus | (() => unknown), api: ApiRoutes = {}, locale: 'en' | 'ar' = 'en') {
  const user = typeof status === 'function' ? status : () => profile(status);
  return renderApp('/kyc-verification', {
    token: TOKEN,
    locale,
    api: { 'GET /user/user': () => ({ body: { data: user() } }), 'GET /user/user/liveness-challenges': challengeSet(), ...api },
  });
}

/** The hidden file input of the CameraCapture group with this name. */
const fileInputOf = (name: string) => within(screen.getByRole('group', { name })).getByText('', { selector: 'input[type="file"]' }) as HTMLInputElement;

async function giveDocument(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(fileInputOf('Front of the ID card'), png('front.png'));
  await user.upload(fileInputOf('Back of the ID card'), png('back.png'));
}

async function takeSelfies(user: ReturnType<typeof userEvent.setup>) {
  for (let i = 1; i <= CHALLENGES.length; i++) {
    const name = `Selfie ${i} of ${CHALLENGES.length}`;
    await screen.findByRole('group', { name });
    await user.upload(fileInputOf(name), png(`selfie-${i}.png`));
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

describe('/kyc-verification (issue 10, decisions.md §8)', () => {
  it('not verified: document, three selfies under the nonce, review, send as multipart; then pending', async () => {
    let status: KycStatus = 'not_verified';
    const { calls } = open(() => profile(status), {
      'POST /user/user/kyc-request': () => {
        status = 'pending';
        return { status: 201, body: { data: { id: 'r1', status: 'pending', kycStatus: 'pending' }, message: 'Your documents were sent for review' } };
      },
    });
    const user = userEvent.setup();
    expect(await findPageHeading('Identity verification')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iraqi national ID card' })).toHaveAttribute('aria-pressed', 'true');
    await giveDocument(user);
    expect(screen.getByRole('progressbar', { name: 'Photos ready' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Blink your eyes')).toBeInTheDocument();
    // jsdom has no camera: said at once, and a file is still possible.
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Selfie 1 of 3' })).getByRole('alert')).toHaveTextContent('Your browser does not support the camera.'),
    );
    await takeSelfies(user);

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('5 photos are ready to send. Our team will review them and let you know.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your documents are with our team' })).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'POST' && c.path === '/user/user/kyc-request');
    expect(sent).toHaveLength(1);
    const form = sent[0]!.body as FormData;
    expect(form.get('proofType')).toBe('iraqi_id');
    expect(form.get('nonce')).toBe(NONCE);
    expect((form.get('documentFront') as File).name).toBe('front.png');
    expect((form.get('documentBack') as File).name).toBe('back.png');
    for (const challenge of CHALLENGES) expect(form.getAll(`liveness_${challenge}`)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/user/user/liveness-challenges')).toHaveLength(1);
  });

  it('while sending, the bar follows the bytes sent, not the photos', async () => {
    let answer!: (reply: { status: number; body: unknown }) => void;
    const { uploads } = open('not_verified', {
      'POST /user/user/kyc-request': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    await giveDocument(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await takeSelfies(user);
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));

    const bar = await screen.findByRole('progressbar', { name: 'Sending your photos…' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0]!;
    expect(upload.call.path).toBe('/user/user/kyc-request');
    expect((upload.call.body as FormData).get('nonce')).toBe(NONCE);
    act(() => upload.progress(1_250_000, 5_000_000));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25.00%')).toBeInTheDocument();
    act(() => upload.progress(3_000_000, 5_000_000));
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    // Every byte sent, the server still re-encoding: the bar full, the button still busy.
    act(() => upload.progress(5_000_000, 5_000_000));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: /Send for review/ })).toBeDisabled();

    act(() => answer({ status: 201, body: { data: { id: 'r1', status: 'pending', kycStatus: 'pending' } } }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Sending your photos…' })).toBeNull());
  });

  it('a passport needs only its photo page, and sends no back side', async () => {
    const { calls } = open('not_verified', { 'POST /user/user/kyc-request': { status: 201, body: { data: { id: 'r1' } } } });
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    await user.click(screen.getByRole('button', { name: 'Passport' }));
    expect(screen.queryByRole('group', { name: 'Back of the ID card' })).toBeNull();
    await user.upload(fileInputOf('Passport photo page'), png('passport.png'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await takeSelfies(user);
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/user/user/kyc-request')).toBe(true));
    const form = calls.find((c) => c.path === '/user/user/kyc-request')!.body as FormData;
    expect(form.get('proofType')).toBe('passport');
    expect(form.get('documentBack')).toBeNull();
  });

  it('Next without the document says which side is missing, and asks for no challenges', async () => {
    const { calls } = open('not_verified');
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    await user.upload(fileInputOf('Front of the ID card'), png('front.png'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('group', { name: 'Back of the ID card' })).getByRole('alert')).toHaveTextContent('Add a photo of the Back of the ID card.');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/user/user/liveness-challenges')).toBe(false);
  });

  it('refuses a file that is not JPEG, PNG or WebP, or larger than 5 MB, with the API’s own words', async () => {
    open('not_verified');
    const user = userEvent.setup({ applyAccept: false });
    await findPageHeading('Identity verification');
    await user.upload(fileInputOf('Front of the ID card'), new File(['gif'], 'front.gif', { type: 'image/gif' }));
    const front = screen.getByRole('group', { name: 'Front of the ID card' });
    expect(within(front).getByRole('alert')).toHaveTextContent('Please upload a JPEG, PNG or WebP image');
    expect(within(front).queryByRole('img')).toBeNull();
    await user.upload(fileInputOf('Front of the ID card'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(within(front).getByRole('alert')).toHaveTextContent('Images must be 5 MB or smaller');
  });

  it('Back returns to the previous step and Clear empties the current one', async () => {
    open('not_verified');
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    await giveDocument(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('group', { name: 'Selfie 1 of 3' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Front of the ID card' })).getByRole('img', { name: 'The photo taken' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(within(screen.getByRole('group', { name: 'Front of the ID card' })).queryByRole('img')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Photos ready' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('a spent or expired nonce: the message, and a new liveness check', async () => {
    let served = 0;
    const { calls } = open('not_verified', {
      'GET /user/user/liveness-challenges': () => {
        served += 1;
        return challengeSet();
      },
      'POST /user/user/kyc-request': {
        status: 400,
        body: { code: 'LIVENESS_NONCE_INVALID', message: 'This liveness check has expired or was already used. Please start it again.' },
      },
    });
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    await giveDocument(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await takeSelfies(user);
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('This liveness check has expired or was already used. Please start it again.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the check again' }));
    expect(await screen.findByRole('group', { name: 'Selfie 1 of 3' })).toBeInTheDocument();
    expect(served).toBe(2);
    expect(calls.filter((c) => c.path === '/user/user/kyc-request')).toHaveLength(1);
  });

  it('shows the server’s refusal on the review step and keeps every photo', async () => {
    open('not_verified', { 'POST /user/user/kyc-request': { status: 413, body: { code: 'IMAGE_TOO_LARGE', message: 'Images must be 5 MB or smaller' } } });
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    await giveDocument(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await takeSelfies(user);
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images must be 5 MB or smaller');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photos ready' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('without full name or date of birth: asks for them first, with the way to Settings', async () => {
    open(() => profile('not_verified', { dateOfBirth: null }));
    await findPageHeading('Identity verification');
    expect(await screen.findByText('Complete your personal info first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings#settings-personal');
    expect(screen.queryByText('Step 1 of 3')).toBeNull();
  });

  it('pending: waiting for our team, no flow', async () => {
    open('pending');
    await findPageHeading('Identity verification');
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('verified: done, and the phone step when it is still missing', async () => {
    open(() => profile('verified', { isPhoneVerified: false }));
    await findPageHeading('Identity verification');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your identity is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my phone number' })).toHaveAttribute('href', '/settings#settings-phone');
  });

  it('rejected: the admin’s reason, and "Send again" opens the flow', async () => {
    open(() => profile('rejected', { kycReason: 'The photo of the ID card is blurred.' }));
    const user = userEvent.setup();
    await findPageHeading('Identity verification');
    expect(await screen.findByText('The photo of the ID card is blurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('a failed profile load: the error and a retry', async () => {
    let fail = true;
    renderApp('/kyc-verification', {
      token: TOKEN,
      api: { 'GET /user/user': () => (fail ? { status: 500, body: { message: 'Server error! Please try again.' } } : { body: { data: profile('pending') } }) },
    });
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
  });

  describe('axe (jsdom; colour contrast is checked in Chromium by the e2e journeys)', () => {
    it.each<[string, () => unknown, string]>([
      ['pending', () => profile('pending'), 'Waiting for review'],
      ['rejected', () => profile('rejected', { kycReason: 'The photo of the ID card is blurred.' }), 'The photo of the ID card is blurred.'],
      ['verified, phone still to verify', () => profile('verified', { isPhoneVerified: false }), 'Your identity is verified'],
    ])('%s: no violations', async (_state, user, shown) => {
      open(user);
      await findPageHeading('Identity verification');
      await screen.findByText(shown);
      await expectNoAxeViolations();
    });

    it('the liveness step: no violations, in English and in Arabic', async () => {
      const words = {
        en: { heading: 'Identity verification', front: 'Front of the ID card', back: 'Back of the ID card', next: 'Next', selfie: 'Selfie 1 of 3' },
        ar: { heading: 'التحقق من الهوية', front: 'الوجه الأمامي للبطاقة', back: 'الوجه الخلفي للبطاقة', next: 'التالي', selfie: 'الصورة الذاتية ١ من ٣' },
      };
      for (const [locale, w] of Object.entries(words) as [keyof typeof words, (typeof words)['en']][]) {
        const view = open('not_verified', {}, locale);
        const user = userEvent.setup();
        await findPageHeading(w.heading);
        await user.upload(fileInputOf(w.front), png('front.png'));
        await user.upload(fileInputOf(w.back), png('back.png'));
        await user.click(screen.getByRole('button', { name: w.next }));
        const selfie = await screen.findByRole('group', { name: w.selfie });
        // The camera's state (jsdom has none: the "not supported" alert) is part of what is checked.
        await waitFor(() => expect(within(selfie).getByRole('alert')).toBeInTheDocument());
        await expectNoAxeViolations();
        view.unmount();
      }
    });
  });

  it('Arabic, right to left', async () => {
    open('not_verified', {}, 'ar');
    expect(await findPageHeading('التحقق من الهوية')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'البطاقة الوطنية العراقية' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes, type RecordedCall } from '../../test/app';
import { lastMonth } from './sections/RentRuns';
import {
  ADMIN_PROFILE,
  cashRequest,
  kycDetail,
  kycRow,
  message,
  page,
  property,
  rentResult,
  summary,
  user,
  userDetails,
  withdrawal,
} from './test/fixtures';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests; the waits inside each test stay short.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'a'.repeat(43);

function admin(path: string, api: ApiRoutes = {}, locale: 'en' | 'ar' = 'en') {
  return renderApp(path, {
    token: TOKEN,
    locale,
    api: { 'GET /user/user': { body: { data: ADMIN_PROFILE } }, 'GET /admin/summary': { body: { data: summary() } }, ...api },
  });
}

// A section's chunk arrives on first use: the first wait for it is longer.
/** Text that appears after a call (a toast, a message): patient on a busy machine. */
const findText = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 10_000 });

async function table(name: string) {
  const found = await screen.findByRole('table', { name }, { timeout: 10_000 });
  // Loaded: its skeleton rows have given way to the rows.
  await waitFor(() => expect(found.closest('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  return found;
}
const calls = (all: RecordedCall[], method: string, path: string) => all.filter((c) => c.method === method && c.path === path);

beforeEach(() => {
  // jsdom has no object URLs; the identity pictures are shown from them.
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin: who may open it', () => {
  it('sends an investor to /home without showing the console', async () => {
    const { calls: all } = renderApp('/admin', { token: TOKEN, api: { 'GET /user/marketplace/list': { body: { data: {} } } } });
    // The home page asks for its lists: the investor is there.
    await waitFor(() => expect(all.some((c) => c.path === '/user/marketplace/list')).toBe(true), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Operator console' })).toBeNull();
    expect(all.filter((c) => c.path.startsWith('/admin/'))).toEqual([]);
    // The whole home page renders here: the slowest screen of these tests.
  }, 45_000);

  it('shows an admin the console: its sections as tabs, with the counts waiting', async () => {
    admin('/admin', { 'GET /admin/kyc-requests': page([]) });
    expect(await findPageHeading('Operator console')).toBeInTheDocument();
    const nav = screen.getByRole('tablist', { name: 'Console sections' });
    const tabs = within(nav).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/\d.*$/, ''))).toEqual([
      'Identities',
      'Withdrawals',
      'Cash deposits',
      'Users',
      'Properties',
      'Rent runs',
      'Contact messages',
      'Audit log',
    ]);
    await waitFor(() => expect(within(nav).getByRole('tab', { name: /Contact messages.*2 waiting/ })).toBeInTheDocument());
    expect(within(nav).getByRole('tab', { name: /Identities/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('identities', () => {
  it('empty queue: says so', async () => {
    admin('/admin?section=identities', { 'GET /admin/kyc-requests': page([]) });
    expect(await findText('No requests here')).toBeInTheDocument();
  });

  it('a failed list: says so and retries', async () => {
    let fail = true;
    admin('/admin?section=identities', {
      'GET /admin/kyc-requests': () => (fail ? { status: 500, body: { message: 'Server error! Please try again.', code: 'SERVER_ERROR' } } : page([kycRow])),
    });
    expect(await findText('This could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table('Identity verification requests')).toHaveTextContent('Layla Hassan');
  });

  it('lists pending requests oldest first; a review shows the person and the pictures fetched with the session; approve', async () => {
    let approved = false;
    const { calls: all } = admin('/admin?section=identities', {
      'GET /admin/kyc-requests': () => page(approved ? [] : [kycRow]),
      [`GET /admin/kyc-requests/${kycRow.id}`]: { body: { data: kycDetail() } },
      'GET /admin/kyc-images/img-front': { body: {} },
      'GET /admin/kyc-images/img-smile': { body: {} },
      [`POST /admin/kyc-requests/${kycRow.id}/approve`]: () => {
        approved = true;
        return { body: { data: { id: kycRow.id, status: 'verified' }, message: 'Identity approved.' } };
      },
    });
    const list = await table('Identity verification requests');
    expect(within(list).getByRole('rowheader', { name: 'Layla Hassan' })).toBeInTheDocument();
    expect(within(list).getByText('Iraqi ID card')).toBeInTheDocument();
    const query = all.find((c) => c.path === '/admin/kyc-requests')!.query;
    expect(query.get('status')).toBe('pending');
    expect(query.get('sort')).toBe('oldest');

    await userEvent.click(within(list).getByRole('button', { name: 'Review Layla Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity verification request' });
    expect(await within(dialog).findByRole('img', { name: 'Document, front' })).toHaveAttribute('src', 'blob:picture');
    expect(within(dialog).getByRole('img', { name: 'Camera check: smiling' })).toBeInTheDocument();
    const picture = all.find((c) => c.path === '/admin/kyc-images/img-front')!;
    expect(picture.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(dialog).toHaveTextContent('36');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await findText('Identity approved.')).toBeInTheDocument();
    expect(calls(all, 'POST', `/admin/kyc-requests/${kycRow.id}/approve`)).toHaveLength(1);
    // The request left the queue with its Review button, where the closed dialog would put focus back: it goes to the section's heading.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Review Layla Hassan' })).toBeNull());
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Identities' })).toHaveFocus());
  });

  it('reject needs a reason: none sends nothing; with one it is sent', async () => {
    const { calls: all } = admin(`/admin?section=identities&id=${kycRow.id}`, {
      'GET /admin/kyc-requests': page([kycRow]),
      [`GET /admin/kyc-requests/${kycRow.id}`]: { body: { data: kycDetail() } },
      [`POST /admin/kyc-requests/${kycRow.id}/reject`]: { body: { data: { id: kycRow.id, status: 'rejected' }, message: 'Identity rejected.' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Identity verification request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject this request' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject' }));
    expect(within(ask).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('this field is required');
    expect(calls(all, 'POST', `/admin/kyc-requests/${kycRow.id}/reject`)).toHaveLength(0);
    await userEvent.type(within(ask).getByRole('textbox', { name: 'Reason' }), 'The photo of the card is blurred.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls(all, 'POST', `/admin/kyc-requests/${kycRow.id}/reject`)).toHaveLength(1));
    expect(calls(all, 'POST', `/admin/kyc-requests/${kycRow.id}/reject`)[0]!.body).toEqual({ reason: 'The photo of the card is blurred.' });
  });
});

describe('withdrawals', () => {
  it('mark paid at a branch, with an Idempotency-Key; a refusal shows its message in the dialog', async () => {
    let answer: { status?: number; body: unknown } = { status: 409, body: { message: 'This withdrawal has already been decided.', code: 'WITHDRAWAL_DECIDED' } };
    const path = `/admin/withdrawals/${withdrawal.id}/paid`;
    const { calls: all } = admin('/admin?section=withdrawals', { 'GET /admin/withdrawals': page([withdrawal]), [`POST ${path}`]: () => answer });
    const list = await table('Withdrawal requests');
    expect(list).toHaveTextContent('Karwan Ahmed');
    await userEvent.click(within(list).getByRole('button', { name: 'Mark paid out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paid out at a branch' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Branch' }), 'Erbil main');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid out' }));
    expect(await within(dialog).findByText('This withdrawal has already been decided.')).toBeInTheDocument();
    answer = { body: { data: { id: withdrawal.id, status: 'paid' }, message: 'Marked as paid out.' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid out' }));
    expect(await findText('Marked as paid out.')).toBeInTheDocument();
    const sent = calls(all, 'POST', path);
    expect(sent.map((c) => c.body)).toEqual([{ branch: 'Erbil main' }, { branch: 'Erbil main' }]);
    // The same intent, retried: one key.
    expect(sent[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(sent[1]!.headers.get('idempotency-key')).toBe(sent[0]!.headers.get('idempotency-key'));
  });

  it('reject needs a reason: none sends nothing; with one it is sent with an Idempotency-Key, and the list is fetched again', async () => {
    let decided = false;
    const path = `/admin/withdrawals/${withdrawal.id}/reject`;
    const { calls: all } = admin('/admin?section=withdrawals', {
      'GET /admin/withdrawals': () => page(decided ? [] : [withdrawal]),
      [`POST ${path}`]: () => {
        decided = true;
        return { body: { data: { id: withdrawal.id, status: 'rejected' }, message: 'Withdrawal rejected.' } };
      },
    });
    const list = await table('Withdrawal requests');
    await userEvent.click(within(list).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal' });
    expect(dialog).toHaveTextContent('Karwan Ahmed asked for IQD 250,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('this field is required');
    expect(calls(all, 'POST', path)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The account holder asked to cancel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findText('Withdrawal rejected.')).toBeInTheDocument();
    const sent = calls(all, 'POST', path);
    expect(sent.map((c) => c.body)).toEqual([{ reason: 'The account holder asked to cancel.' }]);
    expect(sent[0]!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject this withdrawal' })).toBeNull());
    expect(await findText('No withdrawal requests here')).toBeInTheDocument();
  });

  it('empty list: says so', async () => {
    admin('/admin?section=withdrawals', { 'GET /admin/withdrawals': page([]) });
    expect(await findText('No withdrawal requests here')).toBeInTheDocument();
  });
});

describe('cash deposits (four eyes)', () => {
  it('the second admin approves one; one they may not decide says so', async () => {
    const mine = cashRequest({ id: '00000000-0000-4000-8000-0000000000c2', canDecide: false, user: { ...cashRequest().user, fullName: 'Hawre Mahmoud' } });
    const { calls: all } = admin('/admin?section=cash', {
      'GET /admin/cash-deposits': page([cashRequest(), mine]),
      [`POST /admin/cash-deposits/${cashRequest().id}/approve`]: { body: { data: { status: 'approved' }, message: 'Cash deposit approved.' } },
    });
    const list = await table('Cash deposits awaiting a second admin');
    expect(screen.getByText(/Deposits above IQD\s1,000,000 wait for a second admin/)).toBeInTheDocument();
    const row = within(list).getByRole('rowheader', { name: 'Hawre Mahmoud' }).closest('tr')!;
    expect(row).toHaveTextContent('Another admin decides this one');
    expect(within(row).queryByRole('button')).toBeNull();
    await userEvent.click(within(list).getAllByRole('button', { name: 'Approve' })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this cash deposit?' });
    expect(confirm).toHaveTextContent('Erbil main');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await findText('Cash deposit approved.')).toBeInTheDocument();
    expect(calls(all, 'POST', `/admin/cash-deposits/${cashRequest().id}/approve`)[0]!.headers.get('idempotency-key')).toBeTruthy();
  });
});

describe('users', () => {
  it('searches, opens an account with balances and holdings, and disables it with a reason', async () => {
    const { calls: all } = admin('/admin?section=users', {
      'GET /admin/users': (call) => page(call.query.get('search') === '0770 111' ? [user] : []),
      [`GET /admin/users/${user.id}`]: { body: { data: userDetails() } },
      [`GET /admin/users/${user.id}/transactions`]: page([]),
      [`POST /admin/users/${user.id}/disable`]: { body: { data: { id: user.id }, message: 'The account is disabled.' } },
    });
    await findText('No users match');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), '0770 111');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const list = await table('Users');
    await userEvent.click(within(list).getByRole('button', { name: 'Open Karwan Ahmed' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Karwan Ahmed' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('IQD 1,500,000');
    expect(await table('Holdings')).toHaveTextContent('Mansour Residence');
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const ask = await screen.findByRole('dialog', { name: 'Disable this account' });
    await userEvent.type(within(ask).getByRole('textbox', { name: 'Reason' }), 'Reported stolen phone');
    await userEvent.click(within(ask).getByRole('button', { name: 'Disable account' }));
    expect(await findText('The account is disabled.')).toBeInTheDocument();
    expect(calls(all, 'POST', `/admin/users/${user.id}/disable`)[0]!.body).toEqual({ reason: 'Reported stolen phone' });
  });

  it('a disabled account says so, with its reason, and is enabled again', async () => {
    let disabled = true;
    const details = () => userDetails(disabled ? { disabledAt: '2026-11-20T10:00:00Z', disabledReason: 'Reported stolen phone' } : {});
    const { calls: all } = admin(`/admin?section=users&id=${user.id}`, {
      [`GET /admin/users/${user.id}`]: () => ({ body: { data: details() } }),
      [`GET /admin/users/${user.id}/transactions`]: page([]),
      [`POST /admin/users/${user.id}/enable`]: () => {
        disabled = false;
        return { body: { data: details(), message: 'The account is enabled.' } };
      },
    });
    expect(await findText('This account is disabled')).toBeInTheDocument();
    expect(screen.getByText('Reported stolen phone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enable account' }));
    expect(await findText('The account is enabled.')).toBeInTheDocument();
    expect(calls(all, 'POST', `/admin/users/${user.id}/enable`)).toHaveLength(1);
    // The account is fetched again: enabled, it offers to disable instead.
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeInTheDocument();
    expect(screen.queryByText('This account is disabled')).toBeNull();
  });

  it('a cash deposit: typed Arabic-Indic digits are read; the server’s refusal shows on the field', async () => {
    let answer: { status?: number; body: unknown } = {
      status: 400,
      body: { message: 'Check the form.', code: 'VALIDATION', errors: [{ field: 'amount', code: 'PRICE_ZERO', message: 'Enter an amount above zero' }] },
    };
    const path = `/admin/users/${user.id}/cash-deposit`;
    const { calls: all } = admin(`/admin?section=users&id=${user.id}`, {
      [`GET /admin/users/${user.id}`]: { body: { data: userDetails() } },
      [`GET /admin/users/${user.id}/transactions`]: page([]),
      [`POST ${path}`]: () => answer,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record a cash deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a cash deposit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount (IQD)' })).toHaveAccessibleDescription('this field is required');
    expect(calls(all, 'POST', path)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (IQD)' }), '٠');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Branch' }), 'Basra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByText('Enter an amount above zero')).toBeInTheDocument();
    answer = { status: 202, body: { data: { status: 'pending_approval' }, message: 'Waiting for a second admin.' } };
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (IQD)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '٥٬٠٠٠٬٠٠٠');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    // 202: recorded, waiting for a second admin — a success, the dialog closes.
    expect(await findText('Waiting for a second admin.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a cash deposit' })).toBeNull());
    expect(calls(all, 'POST', path)).toHaveLength(2);
    expect(calls(all, 'POST', path)[1]!.body).toEqual({ amount: '5000000', branch: 'Basra' });
  });
});

describe('properties', () => {
  it('a new property needs its English name: nothing is sent without it', async () => {
    const { calls: all } = admin('/admin?section=properties&id=new', {});
    expect(await screen.findByRole('heading', { level: 2, name: 'New property' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create property' }));
    const nameEn = screen.getAllByRole('textbox', { name: 'English' })[0]!;
    await waitFor(() => expect(nameEn).toHaveAttribute('aria-invalid', 'true'));
    expect(calls(all, 'POST', '/admin/properties')).toHaveLength(0);
  });

  it('edits texts and flags (PATCH), and sets a valuation', async () => {
    const p = property();
    const { calls: all } = admin('/admin?section=properties', {
      'GET /admin/properties': page([p]),
      [`GET /admin/properties/${p.id}`]: { body: { data: p } },
      [`PATCH /admin/properties/${p.id}`]: (call) => ({ body: { data: { ...p, ...(call.body as object), updatedAt: '2026-11-25T00:00:00Z' }, message: 'Property saved.' } }),
      [`POST /admin/properties/${p.id}/valuation`]: { body: { data: { valuation: 120_000_000 }, message: 'Valuation set.' } },
    });
    const list = await table('Properties');
    expect(list).toHaveTextContent('600 of 1,000');
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Mansour Residence' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mansour Residence' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Total tokens' })).toBeDisabled();
    const cityKr = screen.getAllByRole('textbox', { name: 'Sorani Kurdish' })[1]!;
    await userEvent.type(cityKr, 'بەغدا');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // The toast names the save (the editor then shows the saved property).
    await findText('Property saved.');
    const patch = calls(all, 'PATCH', `/admin/properties/${p.id}`)[0]!.body as Record<string, unknown>;
    expect(patch.city).toEqual({ en: 'Baghdad', ar: 'بغداد', kr: 'بەغدا', bh: '' });
    expect(patch.isTrending).toBe(true);
    expect(patch).not.toHaveProperty('totalTokens');

    await userEvent.type(screen.getByRole('textbox', { name: 'New valuation (IQD)' }), '120,000,000');
    await userEvent.click(screen.getByRole('button', { name: 'Set valuation' }));
    expect(await findText('Valuation set.')).toBeInTheDocument();
    expect(calls(all, 'POST', `/admin/properties/${p.id}/valuation`)[0]!.body).toEqual({ value: 120_000_000 });
  });

  it('a blank translation shows, in its place, the English that readers get (and follows the English as it is typed)', async () => {
    const p = property();
    admin(`/admin?section=properties&id=${p.id}`, { [`GET /admin/properties/${p.id}`]: { body: { data: p } } });
    const name = await screen.findByRole('group', { name: 'Name' }, { timeout: 10_000 });
    const city = screen.getByRole('group', { name: 'City' });
    const description = screen.getByRole('group', { name: 'Description' });
    // Arabic is written: its own text. Sorani and Badini are blank: the English shows through.
    expect(within(name).getByRole('textbox', { name: 'Arabic' })).toHaveValue('سكن المنصور');
    for (const language of ['Sorani Kurdish', 'Badini Kurdish']) {
      expect(within(name).getByRole('textbox', { name: language })).toHaveAttribute('placeholder', 'Mansour Residence');
      expect(within(city).getByRole('textbox', { name: language })).toHaveAttribute('placeholder', 'Baghdad');
      expect(within(description).getByRole('textbox', { name: language })).toHaveAttribute('placeholder', 'A family apartment block.');
    }
    expect(within(description).getByRole('textbox', { name: 'Arabic' })).toHaveAttribute('placeholder', 'A family apartment block.');
    expect(within(name).getByRole('textbox', { name: 'English' })).not.toHaveAttribute('placeholder');

    const english = within(name).getByRole('textbox', { name: 'English' });
    await userEvent.clear(english);
    await userEvent.type(english, 'Mansour Gardens');
    expect(within(name).getByRole('textbox', { name: 'Badini Kurdish' })).toHaveAttribute('placeholder', 'Mansour Gardens');
  });

  it('the list shows each city in the reader’s language, else the English readers see in its place', async () => {
    const erbil = property({ id: '00000000-0000-4000-8000-0000000000e2', slug: 'erbil-heights', name: { en: 'Erbil Heights' }, displayName: 'Erbil Heights', city: { en: 'Erbil' } });
    admin('/admin?section=properties', { 'GET /admin/properties': page([property(), erbil]) }, 'ar');
    const list = await table('العقارات');
    const row = (name: string) => within(list).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Mansour Residence')).toHaveTextContent('بغداد');
    expect(row('Mansour Residence')).not.toHaveTextContent('Baghdad');
    expect(row('Erbil Heights')).toHaveTextContent('Erbil');
  });

  it('the list says each property’s state, and one neither locked nor funded is open for investment', async () => {
    const locked = property({ id: '00000000-0000-4000-8000-0000000000e3', displayName: 'Citadel View', name: { en: 'Citadel View' }, isLocked: true, isRented: false });
    const funded = property({ id: '00000000-0000-4000-8000-0000000000e4', displayName: 'Jadriya Villa', name: { en: 'Jadriya Villa' }, isFunded: true, isRented: false });
    const open = property({ id: '00000000-0000-4000-8000-0000000000e5', displayName: 'Gulan Heights', name: { en: 'Gulan Heights' }, isRented: false });
    admin('/admin?section=properties', { 'GET /admin/properties': page([property(), locked, funded, open]) }, 'ar');
    const list = await table('العقارات');
    const state = (name: string) => within(within(list).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').at(-2)!;
    expect(state('Mansour Residence')).toHaveTextContent(/^مؤجَّرمتاح للاستثمار$/);
    expect(state('Citadel View')).toHaveTextContent(/^مقفل$/);
    expect(state('Jadriya Villa')).toHaveTextContent(/^مموّل بالكامل$/);
    expect(state('Gulan Heights')).toHaveTextContent(/^متاح للاستثمار$/);
  });

  it('sends the type, the monthly rent, the platform rent fee percent and whether it is rented', async () => {
    const p = property();
    const { calls: all } = admin(`/admin?section=properties&id=${p.id}`, {
      [`GET /admin/properties/${p.id}`]: { body: { data: p } },
      [`PATCH /admin/properties/${p.id}`]: (call) => ({ body: { data: { ...p, ...(call.body as object), updatedAt: '2026-11-25T00:00:00Z' }, message: 'Property saved.' } }),
    });
    const user_ = userEvent.setup();
    const type = await screen.findByRole('combobox', { name: 'Type' }, { timeout: 10_000 });
    expect(type).toHaveTextContent('Residential');
    await user_.click(type);
    await user_.click(await screen.findByRole('option', { name: 'Commercial' }));
    const rent = screen.getByRole('textbox', { name: 'Monthly rent (IQD)' });
    expect(rent).toHaveValue('1000000');
    await user_.clear(rent);
    await user_.type(rent, '1,500,000');
    const fee = screen.getByRole('textbox', { name: 'Platform rent fee (%)' });
    await user_.clear(fee);
    await user_.type(fee, '12.5');
    const rented = screen.getByRole('checkbox', { name: 'Rented' });
    expect(rented).toBeChecked();
    await user_.click(rented);
    await user_.click(screen.getByRole('button', { name: 'Save changes' }));
    await findText('Property saved.');
    const patch = calls(all, 'PATCH', `/admin/properties/${p.id}`)[0]!.body as Record<string, unknown>;
    expect(patch).toMatchObject({ propertyType: 'commercial', monthlyRent: '1500000', rentFeePercent: 12.5, isRented: false });
  });

  it('a fee above 100 % is refused on its field before anything is sent', async () => {
    const p = property();
    const { calls: all } = admin(`/admin?section=properties&id=${p.id}`, { [`GET /admin/properties/${p.id}`]: { body: { data: p } } });
    const fee = await screen.findByRole('textbox', { name: 'Platform rent fee (%)' }, { timeout: 10_000 });
    await userEvent.clear(fee);
    await userEvent.type(fee, '140');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    expect(calls(all, 'PATCH', `/admin/properties/${p.id}`)).toHaveLength(0);
  });

  it('documents: an upload needs an English title; it sends the file, its kind and its titles; then order and remove', async () => {
    const deed = { file: 'deed.pdf', url: '/uploads/properties/deed.pdf', kind: 'main' as const, title: { en: 'Title deed', ar: 'سند الملكية' } };
    const report = { file: 'report.pdf', url: '/uploads/properties/report.pdf', kind: 'other' as const, title: { en: 'Valuation report' } };
    const p = property({ documents: [deed, report] });
    const base = `/admin/properties/${p.id}/documents`;
    const { calls: all } = admin(`/admin?section=properties&id=${p.id}`, {
      [`GET /admin/properties/${p.id}`]: { body: { data: p } },
      [`POST ${base}`]: { body: { data: p, message: 'Document added.' } },
      [`PUT ${base}/order`]: { body: { data: { ...p, documents: [report, deed] } } },
      [`DELETE ${base}/deed.pdf`]: { body: { data: { ...p, documents: [report] } } },
    });
    const section = await screen.findByRole('region', { name: 'Documents' }, { timeout: 10_000 });
    expect(within(section).getByRole('link', { name: 'Title deed' })).toHaveAttribute('href', deed.url);
    const user_ = userEvent.setup();
    const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await user_.upload(within(section).getByLabelText('Document to add (PDF)'), pdf);
    await user_.click(within(section).getByRole('button', { name: 'Upload document' }));
    expect(await within(section).findByText('Give the document an English title.')).toBeInTheDocument();
    expect(calls(all, 'POST', base)).toHaveLength(0);

    await user_.type(within(section).getByRole('textbox', { name: 'Title (English)' }), 'Floor plan');
    // A blank translation of the title shows the English readers get instead.
    expect(within(section).getByRole('textbox', { name: 'Title (Badini Kurdish)' })).toHaveAttribute('placeholder', 'Floor plan');
    await user_.type(within(section).getByRole('textbox', { name: 'Title (Arabic)' }), 'المخطط');
    await user_.click(within(section).getByRole('combobox', { name: 'Kind' }));
    await user_.click(await screen.findByRole('option', { name: 'Main document' }));
    await user_.click(within(section).getByRole('button', { name: 'Upload document' }));
    expect(await findText('Document added.')).toBeInTheDocument();
    const form = calls(all, 'POST', base)[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect({ kind: form.get('kind'), titleEn: form.get('titleEn'), titleAr: form.get('titleAr'), titleKr: form.get('titleKr') }).toEqual({
      kind: 'main',
      titleEn: 'Floor plan',
      titleAr: 'المخطط',
      titleKr: null,
    });
    expect((form.get('document') as File).name).toBe('plan.pdf');

    await user_.click(within(section).getByRole('button', { name: 'Move Valuation report earlier' }));
    await waitFor(() => expect(calls(all, 'PUT', `${base}/order`)).toHaveLength(1));
    expect(calls(all, 'PUT', `${base}/order`)[0]!.body).toEqual({ files: ['report.pdf', 'deed.pdf'] });
    await user_.click(await within(section).findByRole('button', { name: 'Remove Title deed' }));
    await waitFor(() => expect(calls(all, 'DELETE', `${base}/deed.pdf`)).toHaveLength(1));
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Title deed' })).toBeNull());
  });

  it('orders and removes pictures', async () => {
    const p = property();
    const { calls: all } = admin(`/admin?section=properties&id=${p.id}`, {
      [`GET /admin/properties/${p.id}`]: { body: { data: p } },
      [`PUT /admin/properties/${p.id}/images/order`]: { body: { data: { ...p, images: [...p.images].reverse() } } },
      [`DELETE /admin/properties/${p.id}/images/a.webp`]: { body: { data: { ...p, images: [p.images[1]] } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Picture 2 earlier' }));
    await waitFor(() => expect(calls(all, 'PUT', `/admin/properties/${p.id}/images/order`)).toHaveLength(1));
    expect(calls(all, 'PUT', `/admin/properties/${p.id}/images/order`)[0]!.body).toEqual({ files: ['b.webp', 'a.webp'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Picture 2' }));
    await waitFor(() => expect(calls(all, 'DELETE', `/admin/properties/${p.id}/images/a.webp`)).toHaveLength(1));
  });
});

describe('rent runs', () => {
  it('previews a month (a dry run), then pays it after confirming, with an Idempotency-Key', async () => {
    const { calls: all } = admin('/admin?section=rent', {
      'GET /admin/rent-runs': page([]),
      'POST /admin/rent-runs': (call) => ({ body: { data: rentResult((call.body as { dryRun: boolean }).dryRun) } }),
    });
    expect(await findText('No rent has been paid yet')).toBeInTheDocument();
    const month = screen.getByRole('textbox', { name: 'Month' });
    expect(month).toHaveValue(lastMonth());
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await table('Preview for October 2026');
    expect(within(preview).getByRole('rowheader', { name: 'Mansour Residence' }).closest('tr')).toHaveTextContent('Ready to pay');
    expect(preview).toHaveTextContent('Not fully funded');
    expect(calls(all, 'POST', '/admin/rent-runs')[0]!.body).toEqual({ period: '2026-10', dryRun: true });

    await userEvent.click(screen.getByRole('button', { name: 'Pay rent for October 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Pay this month's rent?" });
    expect(confirm).toHaveTextContent('IQD 900,000');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pay rent' }));
    expect(await table('Rent paid for October 2026')).toHaveTextContent('Mansour Residence');
    const paid = calls(all, 'POST', '/admin/rent-runs')[1]!;
    expect(paid.body).toEqual({ period: '2026-10', dryRun: false });
    expect(paid.headers.get('idempotency-key')).toBeTruthy();
  });

  it('a month that is not YYYY-MM: a clear error, nothing sent', async () => {
    const { calls: all } = admin('/admin?section=rent', { 'GET /admin/rent-runs': page([]) });
    const month = await screen.findByRole('textbox', { name: 'Month' });
    await userEvent.clear(month);
    await userEvent.type(month, 'October');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(month).toHaveAccessibleDescription(/Enter a month as year and month/);
    expect(calls(all, 'POST', '/admin/rent-runs')).toHaveLength(0);
  });
});

describe('contact messages and the audit log', () => {
  it('marks a message handled', async () => {
    const { calls: all } = admin('/admin?section=messages', {
      'GET /admin/contact-messages': page([message]),
      [`POST /admin/contact-messages/${message.id}/handled`]: { body: { data: { id: message.id }, message: 'Marked as handled.' } },
    });
    const list = await table('Contact messages');
    expect(list).toHaveTextContent('When is the next rent paid?');
    await userEvent.click(within(list).getByRole('button', { name: 'Mark handled' }));
    expect(await findText('Marked as handled.')).toBeInTheDocument();
    expect(calls(all, 'POST', `/admin/contact-messages/${message.id}/handled`)).toHaveLength(1);
  });

  it('filters the audit log by dates; a bad date shows the server’s message on its field', async () => {
    const { calls: all } = admin('/admin?section=audit', {
      'GET /admin/users': page([]),
      'GET /admin/audit-log/actions': { body: { data: ['withdrawal.paid'] } },
      'GET /admin/audit-log': (call) =>
        call.query.get('from') === 'yesterday'
          ? { status: 400, body: { message: 'Check the form.', code: 'VALIDATION', errors: [{ field: 'from', code: 'DATE_INVALID', message: 'Enter a valid date' }] } }
          : page([
              { id: 7, admin: { id: 'a1', email: 'admin@sahm.iq', username: 'admin' }, action: 'withdrawal.paid', targetType: 'withdrawal', targetId: withdrawal.id, details: {}, createdAt: '2026-11-24T10:00:00Z' },
            ]),
    });
    expect(await table('Audit log')).toHaveTextContent('Withdrawal paid out');
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), 'yesterday');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await findText('Enter a valid date')).toBeInTheDocument();
    expect(all.some((c) => c.path === '/admin/audit-log' && c.query.get('from') === 'yesterday')).toBe(true);
  });
});

describe('the audit log in words', () => {
  const admin2 = { ...user, id: '00000000-0000-4000-8000-0000000000f2', email: 'admin2@sahm.iq', username: 'admin2', fullName: 'Second Admin', role: 'admin' as const };
  const by = { id: admin2.id, email: admin2.email, username: admin2.username };
  const entries = [
    { id: 9, admin: by, action: 'withdrawal.paid', targetType: 'withdrawal', targetId: withdrawal.id, details: { userId: user.id, amount: 250_000, branch: 'Erbil main' }, createdAt: '2026-11-24T10:00:00Z' },
    { id: 8, admin: by, action: 'user.disabled', targetType: 'user', targetId: user.id, details: { reason: 'Reported stolen phone', sessionsRevoked: 2 }, createdAt: '2026-11-24T09:00:00Z' },
    { id: 7, admin: by, action: 'property.updated', targetType: 'property', targetId: property().id, details: { changes: { name: true, isTrending: { from: false, to: true } } }, createdAt: '2026-11-24T08:00:00Z' },
    { id: 6, admin: by, action: 'property.valuation', targetType: 'property', targetId: property().id, details: { from: 100_000_000, to: 120_000_000, pricePerTokenFrom: 100_000, pricePerTokenTo: 120_000, valuedOn: '2026-11-24' }, createdAt: '2026-11-24T07:00:00Z' },
    { id: 5, admin: by, action: 'rent_run.pay', targetType: 'rent_run', targetId: 'run-1', details: { propertyId: 'p1', period: '2026-10', gross: 1_000_000, fee: 100_000, paid: 900_000, leftover: 0, holders: 12 }, createdAt: '2026-11-24T06:00:00Z' },
    { id: 4, admin: by, action: 'property.shredded', targetType: 'vault', targetId: null, details: {}, createdAt: '2026-11-24T05:00:00Z' },
  ];
  const routes = (): ApiRoutes => ({
    'GET /admin/users': (call) => page(call.query.get('role') === 'admin' ? [admin2] : []),
    'GET /admin/audit-log/actions': { body: { data: ['user.disabled', 'withdrawal.paid'] } },
    'GET /admin/audit-log': (call) => page(entries.filter((e) => !call.query.get('action') || e.action === call.query.get('action'))),
  });
  const row = (list: HTMLElement, admin: string, text: string) =>
    within(list)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(text) && r.textContent.includes(admin))!;

  it('names each action and target in the reader’s words and shows its details; an action it has no words for shows its code', async () => {
    admin('/admin?section=audit', routes());
    const list = await table('Audit log');
    expect(list).not.toHaveTextContent('withdrawal.paid');
    const paid = row(list, 'admin2@sahm.iq', 'Withdrawal paid out');
    expect(paid).toHaveTextContent('Withdrawal 00000000');
    expect(paid).toHaveTextContent('Amount: IQD 250,000');
    expect(paid).toHaveTextContent('Branch: Erbil main');
    // Record ids are the target column's, not details.
    expect(paid).not.toHaveTextContent(user.id);
    const disabled = row(list, 'admin2@sahm.iq', 'Account disabled');
    expect(disabled).toHaveTextContent('Reason: Reported stolen phone');
    expect(disabled).toHaveTextContent('Sessions ended: 2');
    expect(row(list, 'admin2@sahm.iq', 'Property edited')).toHaveTextContent('Changed: Name and Trending');
    const valued = row(list, 'admin2@sahm.iq', 'Valuation set');
    expect(valued).toHaveTextContent('Valuation: IQD 100,000,000 to IQD 120,000,000');
    expect(valued).toHaveTextContent('Token price: IQD 100,000 to IQD 120,000');
    const rent = row(list, 'admin2@sahm.iq', 'Rent paid');
    expect(rent).toHaveTextContent('Month: October 2026');
    expect(rent).toHaveTextContent('Paid: IQD 900,000');
    expect(rent).toHaveTextContent('Holders: 12');
    expect(row(list, 'admin2@sahm.iq', 'property.shredded')).toHaveTextContent('vault');
  });

  it('filters by admin and by action: the choice is shown in words, the code is what is sent', async () => {
    const { calls: all } = admin('/admin?section=audit', routes());
    await table('Audit log');
    const user_ = userEvent.setup();
    await user_.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user_.click(await screen.findByRole('option', { name: 'admin2@sahm.iq' }));
    await waitFor(() => expect(all.some((c) => c.path === '/admin/audit-log' && c.query.get('adminId') === admin2.id)).toBe(true));

    await user_.click(screen.getByRole('combobox', { name: 'Action' }));
    expect(screen.getByRole('option', { name: 'Account disabled' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'withdrawal.paid' })).toBeNull();
    await user_.click(screen.getByRole('option', { name: 'Withdrawal paid out' }));
    await waitFor(() =>
      expect(all.some((c) => c.path === '/admin/audit-log' && c.query.get('action') === 'withdrawal.paid' && c.query.get('adminId') === admin2.id)).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Withdrawal paid out');
    const list = await table('Audit log');
    await waitFor(() => expect(within(list).queryByText('Account disabled')).toBeNull());
  });

  it('in Arabic: the action, the target and the details’ labels are Arabic', async () => {
    admin('/admin?section=audit', routes(), 'ar');
    const list = await table('سجل التدقيق');
    const paid = row(list, 'admin2@sahm.iq', 'دفع طلب سحب');
    expect(paid).toHaveTextContent('طلب سحب');
    expect(paid).toHaveTextContent('الفرع: Erbil main');
    expect(list).not.toHaveTextContent('withdrawal.paid');
  });
});

describe('in Arabic', () => {
  it('is right to left with the console’s words and the reader’s digits', async () => {
    admin('/admin?section=withdrawals', { 'GET /admin/withdrawals': page([withdrawal]) }, 'ar');
    expect(await findPageHeading('لوحة التشغيل')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const list = await table('طلبات السحب');
    expect(list).toHaveTextContent('٢٥٠');
    expect(within(list).getByRole('button', { name: 'تأكيد الدفع' })).toBeInTheDocument();
  });
});

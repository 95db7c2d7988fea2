import type { PropertyGroup } from '@sahm/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../../test/app';
import { propertyView } from '../../test/marketplace';

// Whole-app renders in jsdom take seconds on a busy machine; the waits inside each test stay short.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const erbil = propertyView({ _id: 'p-erbil', name: 'Erbil Heights', city: 'Erbil' });
const basra = propertyView({ _id: 'p-basra', name: 'Shatt Residence', city: 'Basra', address: 'Corniche' });
const locked = propertyView({ _id: 'p-locked', name: 'Duhok Gardens', city: 'Duhok', isLocked: true });

/** GET /user/marketplace/list?group=… answering that group with the given items. */
function groupApi(items = [erbil, basra]) {
  return {
    'GET /user/marketplace/list': ({ query }: { query: URLSearchParams }) => ({
      body: { data: { [query.get('group') ?? 'all']: items } },
    }),
  };
}

function listCalls(calls: { method: string; path: string; query: URLSearchParams }[]) {
  return calls.filter((c) => c.method === 'GET' && c.path === '/user/marketplace/list');
}

describe('/view-properties (spec.md §2)', () => {
  it.each([
    ['Hot', 'Hot Properties', 'hot'],
    ['Residential', 'Residential Properties', 'residential'],
    ['Recently', 'Recently Added Properties', 'recentlyAdded'],
    ['Trading', 'Trading Properties', 'trending'],
    ['Funded', 'Funded Properties', 'funded'],
    ['Available', 'Available Properties', 'nonFunded'],
    ['Locked', 'Locked Properties', 'locked'],
    ['All', 'All Properties', 'all'],
  ] satisfies [string, string, PropertyGroup][])('?state=%s shows "%s" from the %s group (reload-safe)', async (state, heading, group) => {
    const { calls } = renderApp(`/view-properties?state=${state}`, { api: groupApi() });
    expect(await findPageHeading(heading)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Erbil Heights' });
    expect(listCalls(calls).map((c) => c.query.get('group'))).toContain(group);
  });

  it('without a state shows all properties', async () => {
    const { calls } = renderApp('/view-properties', { api: groupApi() });
    expect(await findPageHeading('All Properties')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('group')).toBe('all'));
  });

  it('an unknown state falls back to all properties', async () => {
    renderApp('/view-properties?state=Nope', { api: groupApi() });
    expect(await findPageHeading('All Properties')).toBeInTheDocument();
  });

  it('cards link to the property detail page; locked ones are not links', async () => {
    renderApp('/view-properties?state=Locked', { api: groupApi([erbil, locked]) });
    expect(await screen.findByRole('link', { name: 'Erbil Heights' })).toHaveAttribute('href', '/property-detail?id=p-erbil');
    expect(screen.getByRole('heading', { level: 2, name: 'Duhok Gardens' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Duhok Gardens' })).toBeNull();
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(0);
  });

  it('the search field filters by name or city, and says "No data found" when nothing matches', async () => {
    renderApp('/view-properties?state=All', { api: groupApi() });
    const search = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    expect(search).toHaveAttribute('placeholder', 'Search by location or name');
    await screen.findByRole('link', { name: 'Erbil Heights' });
    expect(screen.getByRole('status')).toHaveTextContent('2 properties');

    await userEvent.type(search, 'basra');
    expect(screen.getByRole('link', { name: 'Shatt Residence' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Erbil Heights' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 property');

    await userEvent.clear(search);
    await userEvent.type(search, 'heights');
    expect(screen.getByRole('link', { name: 'Erbil Heights' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shatt Residence' })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'Mosul');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No matching properties');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows skeleton cards while loading', async () => {
    renderApp('/view-properties?state=Hot', { api: { 'GET /user/marketplace/list': () => new Promise(() => {}) } });
    await findPageHeading('Hot Properties');
    const busy = screen.getByRole('list', { name: 'Loading properties' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows a coming-soon text when the category is empty', async () => {
    renderApp('/view-properties?state=Funded', { api: groupApi([]) });
    await findPageHeading('Funded Properties');
    expect(await screen.findByText('New properties are coming soon')).toBeInTheDocument();
  });

  it('shows the server error with a retry that loads the list', async () => {
    let fail = true;
    renderApp('/view-properties?state=All', {
      api: {
        'GET /user/marketplace/list': () =>
          fail ? { status: 500, body: { message: 'boom', code: 'SERVER_ERROR' } } : { body: { data: { all: [erbil] } } },
      },
    });
    const message = await screen.findByText('Server Error, please try again later');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Erbil Heights' })).toBeInTheDocument();
  });

  it('renders right to left in Arabic with a translated heading', async () => {
    renderApp('/view-properties?state=Hot', { locale: 'ar', api: groupApi() });
    expect(await findPageHeading('العقارات الرائجة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('searchbox', { name: 'ابحث حسب الموقع أو الاسم' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes, type RecordedCall } from '../../test/app';
import { marketplaceList, propertyView } from '../../test/marketplace';

// Whole-app renders in jsdom take seconds on a busy machine; the waits inside each test stay short.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const token = 't'.repeat(43);
const funded = propertyView({ _id: 'p-funded', name: 'Erbil Heights', city: 'Erbil', isFunded: true, available: 100 });
const open = propertyView({ _id: 'p-open', name: 'Shatt Residence', city: 'Basra', available: 42.5 });
const hot = propertyView({ _id: 'p-hot', name: 'Sulaymaniyah Plaza', city: 'Sulaymaniyah', isHot: true });
const locked = propertyView({ _id: 'p-locked', name: 'Duhok Gardens', city: 'Duhok', isLocked: true });

const lists = marketplaceList({ funded: [funded], nonFunded: [open, hot], hot: [hot], all: [funded, open, hot] });

function homeApi(data = lists, extra: ApiRoutes = {}): ApiRoutes {
  return { 'GET /user/marketplace/list': { body: { data } }, ...extra };
}

const searchTexts = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/user/marketplace/search').map((c) => c.query.get('search'));
/** Searches wait for typing to settle, then for the answer. */
const settled = { timeout: 4000 };
const pageViews = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/user/analytics/page-view').map((c) => (c.body as { path: string }).path);

describe('/home sections (spec.md §2)', () => {
  it('has the heading, intro, every property list, the calculator, advantages and the FAQ in order', async () => {
    renderApp('/home', { api: homeApi() });
    expect(await findPageHeading("Own a share of Iraq's real estate")).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Erbil Heights' });
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    const order = [
      'Start investing in three steps',
      'Funded properties',
      'Available properties',
      'All properties',
      'Hot properties',
      'Residential properties',
      'Recently added properties',
      'Investment calculator',
      'Why invest with Sahm',
      'Frequently asked questions',
    ];
    const positions = order.map((h) => headings.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The install section sits between the advantages and the FAQ (its heading is its own).
    expect(positions.at(-1)! - positions.at(-2)!).toBeLessThanOrEqual(2);
  });

  it('property cards show the API values and link to the detail page', async () => {
    renderApp('/home', { api: homeApi() });
    const region = await screen.findByRole('region', { name: 'Funded properties' });
    const card = within(region).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Erbil Heights' })).toHaveAttribute('href', '/property-detail?id=p-funded');
    expect(card).toHaveTextContent('Residential');
    expect(card).toHaveTextContent('8.46%');
    expect(card).toHaveTextContent('100%');
    expect(card.querySelector('[data-value="250000000"]')).not.toBeNull();
    expect(card.querySelector('[data-value="100000"]')).not.toBeNull();
  });

  it('the coming-soon (locked) list appears only when it has properties, as locked cards', async () => {
    const view = renderApp('/home', { api: homeApi() });
    await screen.findByRole('region', { name: 'Funded properties' });
    expect(screen.queryByRole('heading', { name: 'Coming soon properties' })).toBeNull();
    view.unmount();

    renderApp('/home', { api: homeApi({ ...lists, locked: [locked] }) });
    const region = await screen.findByRole('region', { name: 'Coming soon properties' });
    expect(within(region).getByRole('heading', { name: 'Duhok Gardens' })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Duhok Gardens' })).toBeNull();
    expect(within(region).getByText('Coming soon')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View all: Coming soon properties' })).toHaveAttribute('href', '/view-properties?state=Locked');
  });

  it('empty lists show the coming-soon text', async () => {
    renderApp('/home', { api: homeApi() });
    await screen.findAllByRole('link', { name: 'Erbil Heights' });
    for (const name of ['Residential properties', 'Recently added properties']) {
      const region = await screen.findByRole('region', { name });
      expect(within(region).getByText('New properties are coming soon')).toBeInTheDocument();
      expect(within(region).queryByRole('article')).toBeNull();
    }
    expect(within(screen.getByRole('region', { name: 'Hot properties' })).queryByText('New properties are coming soon')).toBeNull();
  });

  it('"View all" buttons open /view-properties with the state Available, Funded, Locked or All', async () => {
    renderApp('/home', { api: homeApi({ ...lists, locked: [locked] }) });
    await screen.findByRole('region', { name: 'Funded properties' });
    const links = screen.getAllByRole('link', { name: /^View all/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/view-properties?state=Funded',
      '/view-properties?state=Available',
      '/view-properties?state=Locked',
      '/view-properties?state=All',
    ]);
    expect(links.every((l) => l.textContent === 'View all')).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'View all: Available properties' }));
    expect(await findPageHeading('Available Properties')).toBeInTheDocument();
  });

  it('the "all" list is a carousel above 768px and a plain list at 768px or less', async () => {
    const view = renderApp('/home', { api: homeApi() });
    await screen.findAllByRole('link', { name: 'Erbil Heights' });
    expect(document.getElementById('invest')!.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    view.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderApp('/home', { api: homeApi() });
    await screen.findAllByRole('link', { name: 'Erbil Heights' });
    const invest = document.getElementById('invest')!;
    expect(invest.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(within(invest).getAllByRole('listitem')).toHaveLength(3);
    // The other lists stay carousels.
    expect(screen.getByRole('region', { name: 'Funded properties' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('shows skeleton cards while the lists load', async () => {
    renderApp('/home', { api: { 'GET /user/marketplace/list': () => new Promise(() => {}) } });
    await findPageHeading();
    const region = await screen.findByRole('region', { name: 'Funded properties' });
    expect(region.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(region).getAllByRole('article')[0]).toHaveAttribute('aria-busy', 'true');
    // The locked list stays hidden until it is known to have properties.
    expect(screen.queryByRole('heading', { name: 'Coming soon properties' })).toBeNull();
  });

  it('shows the server error with a retry that loads the lists', async () => {
    let fail = true;
    renderApp('/home', {
      api: { 'GET /user/marketplace/list': () => (fail ? { status: 500, body: { message: 'boom', code: 'SERVER_ERROR' } } : { body: { data: lists } }) },
    });
    const message = await screen.findByText('Server Error, please try again later');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Funded properties' })).toBeInTheDocument();
  });
});

describe('"start now"', () => {
  it('sends guests to /register', async () => {
    const { calls } = renderApp('/home', { api: homeApi() });
    const start = await screen.findByRole('link', { name: 'Start now' });
    expect(start).toHaveAttribute('href', '/register');
    await userEvent.click(start);
    await waitFor(() => expect(pageViews(calls)).toContain('/register'));
  });

  it('scrolls signed-in users to the #invest list of all properties', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderApp('/home', { token, api: homeApi() });
    await screen.findAllByRole('link', { name: 'Erbil Heights' });
    await userEvent.click(screen.getByRole('button', { name: 'Start now' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'invest');
    expect(screen.getByRole('heading', { level: 2, name: 'All properties' })).toHaveFocus();
  });

  it('renders the list first when it has not come near the viewport yet, then scrolls to it', async () => {
    // A browser where nothing below the first screen has been scrolled near: the lists wait (lib/deferred).
    class FarAway {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FarAway);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderApp('/home', { token, api: homeApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1), settled);
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'invest');
    expect(scroll.mock.contexts[0]).not.toHaveAttribute('data-deferred');
    expect(screen.getByRole('heading', { level: 2, name: 'All properties' })).toHaveFocus();
    vi.unstubAllGlobals();
  });

  it('leaves search results for the lists first when a search is showing', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderApp('/home?search=erbil', { token, api: homeApi(lists, { 'GET /user/marketplace/search': { body: { data: [funded] } } }) });
    await screen.findByRole('heading', { level: 2, name: 'Search results' });
    await userEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(scroll).toHaveBeenCalled(), settled);
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'invest');
    expect(screen.getByRole('searchbox', { name: 'Search by location or name' })).toHaveValue('');
  });
});

describe('search mode (?search=)', () => {
  const searchApi = () =>
    homeApi(lists, {
      'GET /user/marketplace/search': ({ query }) => ({
        body: { data: [funded, open].filter((p) => p.name.toLowerCase().includes((query.get('search') ?? '').trim().toLowerCase())) },
      }),
    });

  it('focuses the search field, fetches on every change, and replaces the lists with the results', async () => {
    const { calls } = renderApp('/home?search=', { api: searchApi() });
    const box = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    expect(box).toHaveAttribute('placeholder', 'Search by location or name');
    await waitFor(() => expect(box).toHaveFocus());
    // Empty text: the lists show, nothing is searched.
    expect(await screen.findByRole('region', { name: 'Funded properties' })).toBeInTheDocument();
    expect(searchTexts(calls)).toEqual([]);

    await userEvent.type(box, 'e');
    await waitFor(() => expect(searchTexts(calls)).toEqual(['e']), settled);
    await userEvent.type(box, 'r');
    await waitFor(() => expect(searchTexts(calls)).toEqual(['e', 'er']), settled);
    await userEvent.type(box, 'bil');
    await waitFor(() => expect(searchTexts(calls).at(-1)).toBe('erbil'), settled);

    const results = await screen.findByRole('region', { name: 'Search results' }, settled);
    expect(await within(results).findByRole('link', { name: 'Erbil Heights' }, settled)).toHaveAttribute('href', '/property-detail?id=p-funded');
    expect(within(results).queryByRole('link', { name: 'Shatt Residence' })).toBeNull();
    expect(within(results).getByRole('status')).toHaveTextContent('1 property found');
    expect(screen.queryByRole('heading', { name: 'Funded properties' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'All properties' })).toBeNull();
    // The rest of the page stays.
    expect(screen.getByRole('heading', { name: 'Investment calculator' })).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('says "No data found" when nothing matches, and fetches again for text seen before', async () => {
    const { calls } = renderApp('/home?search=', { api: searchApi() });
    const box = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    await userEvent.type(box, 'mosul');
    expect(await screen.findByText('No data found', {}, settled)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Search results' })).getByRole('status')).toHaveTextContent('No properties found');
    await userEvent.clear(box);
    expect(await screen.findByRole('region', { name: 'Funded properties' }, settled)).toBeInTheDocument();
    await userEvent.type(box, 'mosul');
    await waitFor(() => expect(searchTexts(calls).filter((s) => s === 'mosul')).toHaveLength(2), settled);
    expect(await screen.findByText('No data found', {}, settled)).toBeInTheDocument();
  });

  it('opens with the text from the URL, and the header search box starts a new search', async () => {
    const { calls } = renderApp('/home?search=shatt', { api: searchApi() });
    const box = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    expect(box).toHaveValue('shatt');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('link', { name: 'Shatt Residence' })).toBeInTheDocument();
    expect(searchTexts(calls)).toEqual(['shatt']);

    await userEvent.click(screen.getByRole('button', { name: 'Search by location or name' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByRole('region', { name: 'Funded properties' }, settled)).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('typing on the plain home page enters search mode', async () => {
    const { calls } = renderApp('/home', { api: searchApi() });
    const box = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    expect(box).not.toHaveFocus();
    await userEvent.type(box, 'erbil{Enter}');
    await waitFor(() => expect(searchTexts(calls)).toContain('erbil'), settled);
    expect(await screen.findByRole('region', { name: 'Search results' }, settled)).toBeInTheDocument();
  });

  it('puts the results right under the search box, before the intro', async () => {
    renderApp('/home?search=erbil', { api: searchApi() });
    const results = await screen.findByRole('region', { name: 'Search results' });
    const intro = screen.getByRole('heading', { level: 2, name: 'Start investing in three steps' });
    const box = screen.getByRole('searchbox', { name: 'Search by location or name' });
    expect(box.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(results.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a phone, Enter brings the results into view, focuses their heading and announces the count', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 576px)', media: query, addEventListener() {}, removeEventListener() {} }));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderApp('/home', { api: searchApi() });
    const box = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    await userEvent.type(box, 'erbil{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Search results' }, settled);
    await waitFor(() => expect(heading).toHaveFocus(), settled);
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(scrolled.mock.contexts).toContain(results);
    expect(await within(results).findByRole('status', {}, settled)).toHaveTextContent('1 property found');
  });

  it('on a desktop, Enter leaves focus in the search field', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderApp('/home', { api: searchApi() });
    const box = await screen.findByRole('searchbox', { name: 'Search by location or name' });
    await userEvent.type(box, 'erbil{Enter}');
    const results = await screen.findByRole('region', { name: 'Search results' }, settled);
    expect(await within(results).findByRole('link', { name: 'Erbil Heights' }, settled)).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(scrolled.mock.contexts).not.toContain(results);
  });

  it('shows the server error with a retry', async () => {
    let fail = true;
    renderApp('/home?search=erbil', {
      api: homeApi(lists, {
        'GET /user/marketplace/search': () => (fail ? { status: 500, body: { message: 'boom', code: 'SERVER_ERROR' } } : { body: { data: [funded] } }),
      }),
    });
    expect(await screen.findByText('Server Error, please try again later')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Erbil Heights' })).toBeInTheDocument();
  });
});

describe('calculator, advantages and FAQ', () => {
  it('the calculator renders with its defaults and its note', async () => {
    renderApp('/home', { api: homeApi() });
    const region = await screen.findByRole('region', { name: 'Investment calculator' });
    const [amount, growth, rate] = within(region).getAllByRole('slider');
    expect(amount).toHaveAttribute('aria-valuenow', '100000');
    expect(growth).toHaveAttribute('aria-valuenow', '30');
    expect(rate).toHaveAttribute('aria-valuenow', '10');
    const firstYear = within(within(region).getByRole('table')).getAllByRole('row')[1]!;
    // 100,000 × 10% = 10,000 rent; 100,000 × 30% ÷ 5 = 6,000 growth.
    expect(within(firstYear).getAllByRole('cell').map((e) => e.textContent)).toEqual(['10,000', '6,000', '16,000']);
    expect(region).toHaveTextContent('All sums are in Iraqi dinar. Results are estimates');
  });

  it('has advantage cards', async () => {
    renderApp('/home', { api: homeApi() });
    const region = await screen.findByRole('region', { name: 'Why invest with Sahm' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(within(region).getByRole('heading', { name: 'Start from 100,000 IQD' })).toBeInTheDocument();
  });

  it('the FAQ has 9 questions that expand to their answers', async () => {
    renderApp('/home', { api: homeApi() });
    const region = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(region).getAllByRole('button');
    expect(questions).toHaveLength(9);
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);

    const eligibility = within(region).getByRole('button', { name: 'Who can invest with Sahm?' });
    await userEvent.click(eligibility);
    expect(eligibility).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText(/aged 18 or over who have a legal ID and a phone number/)).toBeVisible();

    const gifting = within(region).getByRole('button', { name: 'Can I gift tokens to someone?' });
    await userEvent.click(gifting);
    expect(gifting).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText(/a fee of 1% of the value of the shares/)).toBeVisible();
    expect(eligibility).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('languages', () => {
  it('renders right to left in Arabic, with translated sections', async () => {
    renderApp('/home', { locale: 'ar', api: homeApi() });
    expect(await findPageHeading('امتلك حصة في عقارات العراق')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('region', { name: 'العقارات المموّلة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابدأ الآن' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('searchbox', { name: 'ابحث حسب الموقع أو الاسم' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'الأسئلة الشائعة' })).getAllByRole('button')).toHaveLength(9);
    expect(within(screen.getByRole('region', { name: 'العقارات السكنية' })).getByText('عقارات جديدة قادمة قريباً')).toBeInTheDocument();
  });

  it('renders in Sorani and Badini', async () => {
    for (const [locale, title] of [['kr', 'پرسیارە باوەکان'], ['bh', 'پرسیارێن بەربەلاڤ']] as const) {
      const view = renderApp('/home', { locale, api: homeApi() });
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      view.unmount();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type ApiRoutes } from '../../test/app';
import { earlyAnswersKey } from '../../config/earlyCalls';
import { orderBook, PROPERTY_ID, propertyDetails, relatedProperty } from './test/fixtures';

// Whole-app renders in jsdom take seconds on a busy machine, as in the other screens' tests; the waits inside each test stay short.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 't'.repeat(43);
const detailsRoute = `GET /user/marketplace/details/${PROPERTY_ID}`;
const ordersRoute = `GET /user/marketplace/details/${PROPERTY_ID}/re-sell/list`;
const detailPath = `/property-detail?id=${PROPERTY_ID}`;

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    [detailsRoute]: { body: { data: propertyDetails() } },
    [ordersRoute]: { body: { data: orderBook() } },
    ...overrides,
  };
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('property detail: every read-only section (spec.md §2)', () => {
  it('renders general, financial, shares, funding, return, steps, map, documents, tour, order book, history and related', async () => {
    const { calls } = renderApp(detailPath, { api: routes() });
    expect(await findPageHeading('Mansour Residence')).toBeInTheDocument();
    // The guest's request carries no token.
    const detailsCall = calls.find((c) => c.path === `/user/marketplace/details/${PROPERTY_ID}`)!;
    expect(detailsCall.headers.get('authorization')).toBeNull();

    // General information, with the images.
    const general = section('General information');
    expect(general).toHaveTextContent('A family apartment block in the heart of Al-Mansour.');
    expect(within(general).getByText('Residential')).toBeInTheDocument();
    expect(general).toHaveTextContent('Baghdad');
    expect(general).toHaveTextContent('14 Ramadan Street, Al-Mansour');
    expect(general).toHaveTextContent('1,150 m²');
    expect(screen.getByRole('list', { name: 'Photos' }).querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Mansour Residence, photo 1 of 3' })).toHaveAttribute('src', '/api/user/files/seed/images/mansour-residence.svg');

    // Financial information.
    const financial = section('Financial information');
    for (const label of ['Asset value', 'Property value', 'Price per m²', 'Expected monthly rent', 'Current monthly rent', 'Platform rent fee', 'Rental status'])
      expect(within(financial).getByText(label)).toBeInTheDocument();
    expect(financial.querySelector('[data-value="2500000000"]')).not.toBeNull();
    expect(financial.querySelector('[data-value="2300000000"]')).not.toBeNull();
    expect(financial.querySelector('[data-value="2000000"]')).not.toBeNull();
    expect(financial.querySelector('[data-value="24000000"]')).not.toBeNull();
    expect(financial.querySelector('[data-value="22500000"]')).not.toBeNull();
    expect(financial).toHaveTextContent('10%');
    expect(within(financial).getByText('Rented')).toBeInTheDocument();

    // Investment and shares.
    const shares = section('Investment and shares');
    expect(shares).toHaveTextContent('Total tokens25,000');
    expect(shares).toHaveTextContent('Available tokens9,500');
    expect(within(shares).getByText('Price per token').nextElementSibling!.querySelector('[data-value="100000"]')).not.toBeNull();
    expect(within(shares).getByText('Minimum investment')).toBeInTheDocument();

    // Funding details.
    const funding = section('Funding details');
    expect(within(funding).getByRole('progressbar', { name: 'Funded' })).toHaveAttribute('aria-valuenow', '62');
    expect(funding.querySelector('[data-value="1550000000"]')).not.toBeNull();
    expect(funding).toHaveTextContent('Tokens sold15,500');

    // Expected return: the IRR with two decimals.
    expect(section('Expected return')).toHaveTextContent('12.35%');
    expect(section('Expected return')).toHaveTextContent('Returns are market-based forecasts, not guarantees.');

    // Purchase steps, numbered.
    const steps = within(section('How buying works')).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);

    // Map: a map with the pin on OpenStreetMap tiles, the coordinates and an OpenStreetMap link in a new tab.
    const map = section('Location');
    const shown = within(map).getByRole('group', { name: 'Map of Mansour Residence' });
    expect(shown).toHaveAttribute('aria-roledescription', 'map');
    expect([...shown.querySelectorAll('img')].some((img) => /^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/.test(img.src))).toBe(true);
    expect(map).toHaveTextContent('33.3152');
    expect(map).toHaveTextContent('44.3661');
    const osm = within(map).getByRole('link', { name: /Open in OpenStreetMap/ });
    expect(osm.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=33\.3152&mlon=44\.3661/);
    expect(osm).toHaveAttribute('target', '_blank');
    expect(osm).toHaveAttribute('rel', 'noopener noreferrer');

    // Documents: main and other, linking to the PDFs.
    const documents = section('Documents');
    expect(within(documents).getByRole('heading', { level: 3, name: 'Main documents' })).toBeInTheDocument();
    expect(within(documents).getByRole('heading', { level: 3, name: 'Other documents' })).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: /Title deed/ })).toHaveAttribute('href', '/api/user/files/seed/documents/mansour-residence-title-deed.pdf');
    expect(within(documents).getByRole('link', { name: /Valuation report/ })).toHaveAttribute('href', '/api/user/files/seed/documents/mansour-residence-valuation-report.pdf');
    expect(within(documents).getByRole('link', { name: /Rental contract/ })).toBeInTheDocument();

    // Virtual tour: framed (its host allows it), sandboxed and titled, with the link beside it.
    const tour = section('Virtual tour');
    const frame = within(tour).getByTitle('Virtual tour of Mansour Residence');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://tour.sahm.iq/mansour-residence');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-top-navigation');
    expect(within(tour).getByRole('link', { name: /Take the virtual tour/ })).toHaveAttribute('href', 'https://tour.sahm.iq/mansour-residence');

    // Order book: public sell orders with tokens, price, total and seller.
    const orders = await screen.findByRole('region', { name: 'Shares for sale by investors' });
    const table = await within(orders).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Seller', 'Tokens', 'Price per token', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('dilan.k');
    expect(rows[0]).toHaveTextContent('40');
    expect(rows[0]!.querySelector('[data-value="105000"]')).not.toBeNull();
    expect(rows[0]!.querySelector('[data-value="4200000"]')).not.toBeNull();
    expect(rows[1]).toHaveTextContent('omar_b');
    expect(orders).toHaveTextContent('Showing 2 of 2 orders');
    expect(orders).toHaveTextContent('Sellers pay a 1% trading fee');

    // Price history: a table of the same data for screen readers, and the lazily loaded chart.
    const history = section('Price history');
    const historyTable = within(history).getByRole('table', { name: 'Price history of this property' });
    expect(within(historyTable).getAllByRole('row')).toHaveLength(4);
    expect(historyTable.querySelector('[data-value="80000"]')).not.toBeNull();
    expect(await within(history).findByTestId('price-history-chart', {}, { timeout: 5000 })).toHaveAttribute('aria-hidden', 'true');

    // Related properties as cards linking to their own pages.
    const related = section('Related properties');
    expect(within(related).getByRole('link', { name: 'Karrada Offices' })).toHaveAttribute('href', `/property-detail?id=${relatedProperty._id}`);
  });

  it('opening a related property shows its skeleton at once, never the previous property under the new address', async () => {
    const user = userEvent.setup();
    renderApp(detailPath, {
      api: routes({ [`GET /user/marketplace/details/${relatedProperty._id}`]: () => new Promise(() => undefined) }),
    });
    await findPageHeading('Mansour Residence');
    await user.click(within(section('Related properties')).getByRole('link', { name: 'Karrada Offices' }));
    expect(await screen.findByTestId('property-detail-loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Mansour Residence' })).toBeNull();
  });

  it('shows the order book empty state', async () => {
    renderApp(detailPath, { api: routes({ [ordersRoute]: { body: { data: orderBook({ items: [], total: 0 }) } } }) });
    await findPageHeading('Mansour Residence');
    expect(await within(await screen.findByRole('region', { name: 'Shares for sale by investors' })).findByText('No shares for sale yet')).toBeInTheDocument();
  });

  it('says when there are no documents, no tour, no map and no price history', async () => {
    const bare = propertyDetails({ mainDocuments: [], otherDocuments: [], documents: [], virtualTourUrl: null, map: null, priceHistory: [], related: [] });
    renderApp(detailPath, { api: routes({ [detailsRoute]: { body: { data: bare } } }) });
    await findPageHeading('Mansour Residence');
    expect(within(section('Documents')).getAllByText('No documents yet.')).toHaveLength(2);
    expect(section('Virtual tour')).toHaveTextContent('A virtual tour is not available for this property yet.');
    expect(section('Location')).toHaveTextContent('The exact location will be published soon.');
    expect(within(section('Location')).queryByRole('group')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(section('Price history')).toHaveTextContent('No price history yet.');
    expect(screen.queryByRole('region', { name: 'Related properties' })).toBeNull();
  });
});

describe('property detail: buying and selling', () => {
  it('guests see buy and sell cards that lead to login and back here', async () => {
    renderApp(detailPath, { api: routes() });
    await findPageHeading('Mansour Residence');
    const back = `/login?redirectTo=${encodeURIComponent(detailPath)}`;
    // The trade cards' chunk comes after the first paint.
    await screen.findByRole('region', { name: 'Buy shares' });
    expect(within(section('Buy shares')).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', back);
    expect(within(section('Sell shares')).getByRole('link', { name: 'Log in to sell' })).toHaveAttribute('href', back);
    expect(screen.queryByRole('region', { name: 'Your holding' })).toBeNull();
    expect(within(section('Buy shares')).queryByRole('button')).toBeNull();
  });

  it('an owner sees their holding; signed-in users get the buy, sell and gift forms (trade.test.tsx)', async () => {
    const owned = { tokens: 30, listed: 10, percent: 0.16, value: 4_000_000 };
    const { calls } = renderApp(detailPath, { token: TOKEN, api: routes({ [detailsRoute]: { body: { data: propertyDetails({ owned }) } } }) });
    await findPageHeading('Mansour Residence');
    const detailsCall = calls.find((c) => c.path === `/user/marketplace/details/${PROPERTY_ID}`)!;
    expect(detailsCall.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);

    const holding = await screen.findByRole('region', { name: 'Your holding' });
    expect(holding).toHaveTextContent('Tokens you own40');
    expect(holding).toHaveTextContent('Listed for sale10');
    expect(holding).toHaveTextContent('Share of the property0.16%');
    expect(holding.querySelector('[data-value="4000000"]')).not.toBeNull();

    // The trade cards are a chunk of their own, loaded after the first paint.
    const buy = await screen.findByRole('region', { name: 'Buy shares' }, { timeout: 15_000 });
    expect(buy).toHaveTextContent('Price per token');
    expect(buy).toHaveTextContent('Available tokens9,500');
    expect(buy).toHaveTextContent('Minimum investment');
    expect(within(buy).getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    expect(within(buy).queryByRole('link')).toBeNull();
    const sell = section('Sell shares');
    expect(sell).toHaveTextContent('Tokens you can sell30');
    expect(within(sell).getByRole('button', { name: 'List for sale' })).toBeInTheDocument();
    expect(section('Send a gift')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to buy' })).toBeNull();
  });

  it('a holder of a sliver of the property reads less than 0.01% as their share, not 0.00%', async () => {
    // Five of 72,000 tokens is 0.0069%: the API gives the share in hundredths of a percent, rounded down, so 0.
    const owned = { tokens: 5, listed: 0, percent: 0, value: 250_000 };
    renderApp(detailPath, { token: TOKEN, api: routes({ [detailsRoute]: { body: { data: propertyDetails({ owned }) } } }) });
    const holding = await screen.findByRole('region', { name: 'Your holding' });
    expect(holding).toHaveTextContent('Tokens you own5');
    expect(holding).toHaveTextContent('Share of the propertyLess than 0.01%');
  });

  it('a signed-in user without tokens sees no holding', async () => {
    const owned = { tokens: 0, listed: 0, percent: 0, value: 0 };
    renderApp(detailPath, { token: TOKEN, api: routes({ [detailsRoute]: { body: { data: propertyDetails({ owned }) } } }) });
    await findPageHeading('Mansour Residence');
    await waitFor(() => expect(section('Sell shares')).toHaveTextContent("You don't hold shares of this property yet."));
    expect(screen.queryByRole('region', { name: 'Your holding' })).toBeNull();
  });
});

describe('property detail: the photos full screen', () => {
  it('a thumbnail opens that photo full screen; arrows move on, Escape closes and focus returns to the thumbnail', async () => {
    renderApp(detailPath, { api: routes() });
    await findPageHeading('Mansour Residence');
    const thumbnail = within(screen.getByRole('list', { name: 'Photos' })).getByRole('button', { name: 'Mansour Residence, photo 2 of 3' });
    await userEvent.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Mansour Residence' });
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('Mansour Residence, photo 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('Mansour Residence, photo 3 of 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(thumbnail).toHaveFocus();
  });
});

describe('property detail: a tour its provider does not let us frame', () => {
  it('shows only the link, no frame', async () => {
    const elsewhere = propertyDetails({ virtualTourUrl: 'https://tours.example.com/mansour' });
    renderApp(detailPath, { api: routes({ [detailsRoute]: { body: { data: elsewhere } } }) });
    await findPageHeading('Mansour Residence');
    const tour = await screen.findByRole('region', { name: 'Virtual tour' });
    expect(within(tour).getByRole('link', { name: /Take the virtual tour/ })).toHaveAttribute('href', 'https://tours.example.com/mansour');
    expect(tour.querySelector('iframe')).toBeNull();
  });
});

describe('property detail: sold out by the platform', () => {
  const soldOut = { [detailsRoute]: { body: { data: propertyDetails({ availableTokens: 0 }) } } };

  it('with investors selling, points to their offers below', async () => {
    renderApp(detailPath, { api: routes(soldOut) });
    await findPageHeading('Mansour Residence');
    const buy = section('Buy shares');
    await waitFor(() => expect(buy).toHaveTextContent("you can buy from other investors' offers below."));
    expect(within(buy).queryByRole('link', { name: 'See properties open for investment' })).toBeNull();
  });

  it('with no offers, says nobody is selling and links to the properties still open instead of pointing below', async () => {
    renderApp(detailPath, { api: routes({ ...soldOut, [ordersRoute]: { body: { data: orderBook({ items: [], total: 0 }) } } }) });
    await findPageHeading('Mansour Residence');
    const buy = section('Buy shares');
    await waitFor(() => expect(buy).toHaveTextContent('no investor is selling theirs right now'));
    expect(buy).not.toHaveTextContent('offers below');
    expect(within(buy).getByRole('link', { name: 'See properties open for investment' })).toHaveAttribute('href', '/view-properties?state=Available');
  });

  it('in Arabic, with no offers, the same next step', async () => {
    renderApp(detailPath, { locale: 'ar', api: routes({ ...soldOut, [ordersRoute]: { body: { data: orderBook({ items: [], total: 0 }) } } }) });
    await findPageHeading('Mansour Residence');
    expect(await screen.findByRole('link', { name: 'تصفح العقارات المفتوحة للاستثمار' })).toBeInTheDocument();
    expect(screen.queryByText(/أدناه/)).toBeNull();
  });
});

describe('property detail: states', () => {
  it('an unknown id shows not found with a link home', async () => {
    renderApp('/property-detail?id=no-such-place', {
      api: { 'GET /user/marketplace/details/no-such-place': { status: 404, body: { message: 'This property does not exist', code: 'PROPERTY_NOT_FOUND' } } },
    });
    expect(await findPageHeading('Property not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('a missing id redirects to /home', async () => {
    const { calls } = renderApp('/property-detail');
    await waitFor(() => expect(calls.some((c) => c.path === '/user/analytics/page-view' && (c.body as { path: string }).path === '/home')).toBe(true), { timeout: 5000 });
    expect(calls.some((c) => c.path.startsWith('/user/marketplace/details'))).toBe(false);
  });

  it('shows skeletons while loading', async () => {
    renderApp(detailPath, { api: { [detailsRoute]: () => new Promise(() => undefined) } });
    const loading = await screen.findByTestId('property-detail-loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Property details' })).toBeInTheDocument();
  });

  it('while loading, shows the first photo the boot script already has where the gallery will be, hidden from assistive technology', async () => {
    const store = earlyAnswersKey;
    (window as unknown as Record<string, unknown>)[store] = { [`image:/user/marketplace/details/${PROPERTY_ID}`]: '/api/user/files/early.svg' };
    try {
      renderApp(detailPath, { api: { [detailsRoute]: () => new Promise(() => undefined) } });
      const photo = await screen.findByTestId('property-detail-loading-photo');
      expect(photo).toHaveAttribute('aria-hidden', 'true');
      expect(photo.querySelector('img')).toHaveAttribute('src', '/api/user/files/early.svg');
      expect(screen.queryByRole('img')).toBeNull();
    } finally {
      delete (window as unknown as Record<string, unknown>)[store];
    }
  });

  it('shows the error state and retries', async () => {
    let attempts = 0;
    renderApp(detailPath, {
      api: routes({
        [detailsRoute]: () => {
          attempts += 1;
          return attempts === 1 ? { status: 500, body: { message: 'boom', code: 'SERVER_ERROR' } } : { body: { data: propertyDetails() } };
        },
      }),
    });
    expect(await screen.findByText('Server Error, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Property details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPageHeading('Mansour Residence')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('a locked property shows coming soon, without prices or trading', async () => {
    renderApp(detailPath, { api: routes({ [detailsRoute]: { body: { data: propertyDetails({ isLocked: true }) } } }) });
    expect(await findPageHeading('Mansour Residence')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse available properties' })).toHaveAttribute('href', '/view-properties?state=Available');
    expect(screen.queryByRole('region', { name: 'Buy shares' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Financial information' })).toBeNull();
  });

  it('renders right to left in Arabic with translated sections', async () => {
    renderApp(detailPath, { locale: 'ar', api: routes() });
    await findPageHeading('Mansour Residence');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 2, name: 'المعلومات المالية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سجّل الدخول للشراء' })).toBeInTheDocument();
    // Numbers in Arabic digits, in the words screen readers get too: the photos' names said "الصورة 1 من 3".
    expect(screen.getByRole('img', { name: 'Mansour Residence، الصورة ١ من ٣' })).toBeInTheDocument();
    const said = [...document.querySelectorAll('[alt], [aria-label]')].map((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? '');
    expect(said.filter((text) => /[0-9]/.test(text))).toEqual([]);
  });
});

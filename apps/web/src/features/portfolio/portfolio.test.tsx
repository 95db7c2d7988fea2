import type { Portfolio, PortfolioHolding } from '@sahm/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp, type Handler } from '../../test/app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 't'.repeat(43);
const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

function holding(over: Partial<PortfolioHolding> & { propertyId: string; name: string }): PortfolioHolding {
  return { coverImage: { url: '' }, pricePerToken: 100_000, totalTokens: 25_000, tokens: 100, listed: 0, ownedTokens: 100, percent: 0.4, value: 10_000_000, costBasis: 9_000_000, change: 1_000_000, ...over };
}

const mansour = holding({ propertyId: P1, name: 'Mansour Residence', tokens: 95, listed: 25, ownedTokens: 120, percent: 0.48, value: 12_000_000, costBasis: 11_000_000, change: 1_000_000 });
const gulan = holding({ propertyId: P2, name: 'Gulan Heights', pricePerToken: 90_000, tokens: 200, ownedTokens: 200, percent: 0.8, value: 18_000_000, costBasis: 20_000_000, change: -2_000_000 });

const portfolio: Portfolio = {
  holdings: [gulan, mansour],
  onSale: [{ ...mansour, onSaleTokens: 25, onSaleValue: 2_500_000 }],
  holding: [
    { ...gulan, holdingTokens: 200, holdingValue: 18_000_000 },
    { ...mansour, holdingTokens: 95, holdingValue: 9_500_000 },
  ],
  totals: { tokens: 320, value: 30_000_000, onSaleTokens: 25, onSaleValue: 2_500_000, holdingTokens: 295, holdingValue: 27_500_000 },
  tokensBySource: [
    { year: 2025, boughtFromPlatform: 300, boughtFromUser: 0, resold: 0, receivedAsGift: 0, giftedAway: 0 },
    { year: 2026, boughtFromPlatform: 20, boughtFromUser: 10, resold: 5, receivedAsGift: 3, giftedAway: 5 },
  ],
};

const render = (answer: Handler | { status?: number; body: unknown }, locale: 'en' | 'ar' = 'en') =>
  renderApp('/portfolio', { token: TOKEN, locale, api: { 'GET /user/user/portfolio': answer } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('portfolio (spec.md §2)', () => {
  it('shows the totals, the tokens by source per year and the held assets, each linking to its property', async () => {
    render({ body: { data: portfolio } });
    expect(await findPageHeading('Portfolio')).toBeInTheDocument();
    const totals = await screen.findByRole('list', { name: 'Portfolio totals' });
    expect(totals.querySelector('[data-value="30000000"]')).not.toBeNull();
    expect(totals).toHaveTextContent('Tokens owned320');
    // −1,000,000 against a cost of 31,000,000.
    expect(totals).toHaveTextContent('−IQD 1,000,000');
    expect(totals).toHaveTextContent('3.23%');

    const sources = screen.getByRole('table', { name: 'Tokens by source and year' });
    const rows = within(sources).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('YearBought from the platformBought from a userResold');
    expect(rows[2]).toHaveTextContent('202620105');

    const held = screen.getByRole('list', { name: 'Properties you hold tokens in' });
    const cards = within(held).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Gulan Heights' })).toHaveAttribute('href', `/property-detail?id=${P2}`);
    expect(cards[0]).toHaveTextContent('Tokens held200');
    expect(cards[0]).toHaveTextContent('Share of the property0.80%');
    expect(cards[0]!.querySelector('[data-value="18000000"]')).not.toBeNull();
    expect(cards[0]!.querySelector('[data-change="-2000000"]')).toHaveTextContent('−IQD 2,000,000 (−10.00%)');
    expect(cards[1]!.querySelector('[data-change="1000000"]')).toHaveTextContent('+IQD 1,000,000 (+9.09%)');
  });

  it('a sliver of a property reads as less than 0.01% of it, in Arabic too', async () => {
    // Three of 72,000 tokens: the API's share, in hundredths of a percent rounded down, is 0.
    const sliver = holding({ propertyId: P1, name: 'Mansour Residence', totalTokens: 72_000, tokens: 3, ownedTokens: 3, percent: 0 });
    render({ body: { data: { ...portfolio, holdings: [sliver], holding: [{ ...sliver, holdingTokens: 3, holdingValue: 300_000 }] } } }, 'ar');
    const held = await screen.findByRole('list', { name: 'عقارات تملك فيها حصصاً' });
    expect(within(held).getByRole('listitem')).toHaveTextContent('أقل من ٠٫٠١٪');
  });

  it('switches to the tokens on sale', async () => {
    const user = userEvent.setup();
    render({ body: { data: portfolio } });
    await screen.findByRole('list', { name: 'Properties you hold tokens in' });
    await user.click(screen.getByRole('tab', { name: 'On sale (25)' }));
    const onSale = await screen.findByRole('list', { name: 'Properties with your tokens on sale' });
    const cards = within(onSale).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Mansour Residence');
    expect(cards[0]).toHaveTextContent('Tokens on sale25');
    expect(cards[0]!.querySelector('[data-value="2500000"]')).not.toBeNull();
  });

  it('says so when nothing is on sale', async () => {
    const user = userEvent.setup();
    render({ body: { data: { ...portfolio, onSale: [], totals: { ...portfolio.totals, onSaleTokens: 0 } } } });
    await screen.findByRole('list', { name: 'Properties you hold tokens in' });
    await user.click(screen.getByRole('tab', { name: 'On sale (0)' }));
    expect(await screen.findByText('Nothing on sale')).toBeInTheDocument();
  });

  it('loads with skeletons, then shows an empty portfolio with a way to the properties', async () => {
    let release: () => void = () => {};
    const empty: Portfolio = { holdings: [], onSale: [], holding: [], totals: { tokens: 0, value: 0, onSaleTokens: 0, onSaleValue: 0, holdingTokens: 0, holdingValue: 0 }, tokensBySource: [] };
    render(() => new Promise((resolve) => (release = () => resolve({ body: { data: empty } }))));
    await findPageHeading('Portfolio');
    expect(await screen.findByTestId('portfolio-loading')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('You hold no tokens yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/view-properties?state=Available');
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    render(() => (fail ? { status: 503, body: { message: 'Server error! Please try again.', code: 'SERVER_ERROR' } } : { body: { data: portfolio } }));
    const title = await screen.findByText('Your portfolio could not be loaded');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Server error! Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Properties you hold tokens in' })).toBeInTheDocument();
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    render({ body: { data: portfolio } }, 'ar');
    expect(await findPageHeading('محفظتي الاستثمارية')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'معروضة للبيع (٢٥)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'إجماليات المحفظة' })).toHaveTextContent('٣٢٠');
  });
});

// Page references of the account screens (issue 12): /portfolio,
// /transactions, /notifications and /bids at 375 and 1280 px in en and ar
// (support/visual.ts). Not the demo investor, whom other journeys trade
// with: an investor made for these pictures alone (support/investor.ts),
// with fixed names and figures on properties no other journey trades, and
// one fixed moment (support/clock.ts), so each picture is the same on every
// run.
import { beforeAll, describe, test } from 'vitest';
import { useBrowser, viewports, type Language } from './support/browser.ts';
import { pinClock } from './support/clock.ts';
import { api, branchDeposit, fixedInvestor, propertyIdOf, type Investor } from './support/investor.ts';
import { openStill } from './support/stable.ts';
import { expectScreenshot } from './support/visual.ts';

const { newPage } = useBrowser();

/** Properties nobody else buys in the journeys; never fully sold, so no rent run pays them meanwhile. */
const CITADEL = 'erbil-citadel-view-hotel'; // 50,000 IQD a token
const ARRAPHA = 'kirkuk-arrapha-residences'; // 30,000 IQD a token
const MALTA = 'duhok-malta-family-homes'; // 20,000 IQD a token

let investor: Investor;

beforeAll(async () => {
  const [citadel, arrapha, malta] = await Promise.all([propertyIdOf(CITADEL), propertyIdOf(ARRAPHA), propertyIdOf(MALTA)]);
  // One after the other: each step's notification and history row in a fixed order.
  investor = await fixedInvestor({ name: 'visual_investor', fullName: 'Layla Hassan', mobileNumber: '7809990001' });
  const partner = await fixedInvestor({ name: 'visual_partner', fullName: 'Karwan Aziz', mobileNumber: '7809990002' });
  await branchDeposit(investor.token, 1_000_000);
  await branchDeposit(partner.token, 1_000_000);
  const invest = (token: string, propertyId: string, numberOfTokens: number) =>
    api('POST', '/user/marketplace/invest', { token, body: { propertyId, numberOfTokens, paymentWith: 'wallet', userAgreement: true } });
  const sell = (token: string, propertyId: string, numberOfTokens: number, pricePerToken: number, receiver?: string) =>
    api('POST', '/user/marketplace/re-sell', { token, body: { propertyId, numberOfTokens, pricePerToken, ...(receiver ? { receiver } : {}) } });
  await invest(investor.token, citadel, 10);
  await invest(investor.token, arrapha, 10);
  await invest(partner.token, malta, 10);
  // On sale: 4 of the 10 Citadel tokens, publicly.
  await sell(investor.token, citadel, 4, 50_000);
  // Received: the partner offers 3 Duhok tokens; requested: the investor offers 2 Kirkuk tokens.
  await sell(partner.token, malta, 3, 20_000, investor.phone);
  await sell(investor.token, arrapha, 2, 30_000, partner.phone);
}, 120_000);

describe('page references of the account screens (support/visual.ts)', () => {
  for (const path of ['/portfolio', '/transactions', '/notifications', '/bids']) {
    for (const language of ['en', 'ar'] as Language[]) {
      for (const [device, viewport] of Object.entries(viewports)) {
        test(`${path}, ${language}, ${viewport.width}×${viewport.height}`, async () => {
          const page = await newPage({ language, token: investor.token, viewport });
          await pinClock(page);
          await openStill(page, path);
          await expectScreenshot(page, `${path.slice(1)}-${language}-${device}`);
        });
      }
    }
  }
});

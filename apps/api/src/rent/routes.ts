import { autoReinvestBody, idParams, MIN_INVESTMENT_IQD, rentRunBody, rentRunListQuery, valuationBody } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { autoReinvestSettings, setAutoReinvest } from './reinvest';
import { listRentRuns, payRent, previewRent } from './runs';
import { setValuation } from './valuation';

/**
 * Rent and value growth (decisions.md §10, §14): the console's rent runs and
 * valuations, and the investor's auto-reinvest setting. The monthly run
 * itself is a pg-boss job (jobs.ts); POST /admin/rent-runs runs the same
 * code at once.
 */
export async function rentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route, moneyRoute } = areaRoutes(app, ctx, 'rent');

  // A money route for its Idempotency-Key: with one, the key's claim waits in
  // its own transaction while payRent commits property by property in its
  // own, and the answer is stored at the end. A retry replays it; a retry
  // after a crash finds no stored answer and pays what is left.
  moneyRoute({
    method: 'POST',
    url: '/api/admin/rent-runs',
    auth: 'admin',
    body: rentRunBody,
    summary:
      "Pay a month's rent (YYYY-MM) of every funded, rented property not paid for it yet, or of `propertyIds`; with dryRun, only what it would pay. One run per property and month: running again pays nobody twice. Accepts Idempotency-Key. Audited.",
    handler: async ({ request, body, user }) => {
      if (body.dryRun) return { data: await previewRent(ctx, body.period, body.propertyIds), message: 'RENT_RUN_PREVIEW' };
      // Each call's notifications are published by payRent once that call committed.
      const result = await payRent(ctx, body.period, { propertyIds: body.propertyIds, adminId: user.id, log: request.log });
      return { data: result, message: 'RENT_RUN_PAID' };
    },
  });

  route({
    method: 'GET',
    url: '/api/admin/rent-runs',
    auth: 'admin',
    query: rentRunListQuery,
    summary: 'Rent runs made, newest first, with their breakdown (gross, fee, net, per token, paid, leftover); filter by month and property; paged by cursor',
    handler: async ({ request, query }) => ok(request, await listRentRuns(ctx, query)),
  });

  route({
    method: 'POST',
    url: '/api/admin/properties/:id/valuation',
    auth: 'admin',
    params: idParams,
    notFound: 'PROPERTY_NOT_FOUND',
    body: valuationBody,
    summary: "Set a property's valuation (whole IQD, at least 1 per token): a price-history point for today, and the token price follows. Audited.",
    handler: async ({ request, body, params, user }) => ok(request, await setValuation(ctx, params.id, user.id, body.value), 'VALUATION_UPDATED'),
  });

  route({
    method: 'GET',
    url: '/api/user/user/auto-reinvest',
    auth: 'user',
    summary: 'Whether rent is put back into the property it came from, and the rent accrued per property towards the next reinvestment',
    handler: async ({ request, user }) => ok(request, await autoReinvestSettings(ctx, user.id, request.locale)),
  });

  route({
    method: 'PUT',
    url: '/api/user/user/auto-reinvest',
    auth: 'user',
    body: autoReinvestBody,
    summary: 'Turn auto-reinvest on (rent buys more tokens of the same property once the minimum investment has accrued) or off (rent stays in the wallet)',
    handler: async ({ request, body, user }) =>
      ok(request, await setAutoReinvest(ctx, user.id, body.enabled, request.locale), body.enabled ? 'AUTO_REINVEST_ON' : 'AUTO_REINVEST_OFF', {
        amount: MIN_INVESTMENT_IQD,
      }),
  });
}

import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import type { AppContext } from './context';
import { devRoutes } from './dev/routes';
import { identityRoutes } from './identity/routes';
import { marketRoutes } from './market/routes';
import { catalogRoutes } from './catalog/routes';
import { notificationRoutes } from './notifications/routes';
import { paymentRoutes } from './payments/routes';
import { rentRoutes } from './rent/routes';
import { transactionRoutes } from './transactions/routes';
import { userRoutes } from './users/routes';
import { walletRoutes } from './wallet/routes';

/**
 * Every area's routes. Each declares its whole paths (route()): /api/auth and
 * /api/user for the investor (decisions.md §1), /api/admin for the console,
 * /api/dev outside production.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  for (const area of [authRoutes, userRoutes, identityRoutes, catalogRoutes, marketRoutes, walletRoutes, paymentRoutes, transactionRoutes, notificationRoutes, contactRoutes, adminRoutes, rentRoutes]) {
    await app.register(async (api) => area(api, ctx));
  }
  if (ctx.config.nodeEnv !== 'production') await app.register(async (api) => devRoutes(api, ctx));
}

import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes';
import { contactRoutes } from './contact/routes';
import type { AppContext } from './context';
import { marketRoutes } from './market/routes';
import { catalogRoutes } from './catalog/routes';
import { notificationRoutes } from './notifications/routes';
import { paymentRoutes } from './payments/routes';
import { transactionRoutes } from './transactions/routes';
import { userRoutes } from './users/routes';
import { walletRoutes } from './wallet/routes';

/** Every area's routes: /api/user for the investor (decisions.md §1), /api/admin for the console. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  const user = { prefix: '/api/user' };
  await app.register(async (api) => userRoutes(api, ctx), user);
  await app.register(async (api) => notificationRoutes(api, ctx));
  await app.register(async (api) => catalogRoutes(api, ctx));
  await app.register(async (api) => marketRoutes(api, ctx));
  await app.register(async (api) => walletRoutes(api, ctx));
  await app.register(async (api) => paymentRoutes(api, ctx));
  await app.register(async (api) => transactionRoutes(api, ctx));
  await app.register(async (api) => contactRoutes(api, ctx), { prefix: '/api/auth' });
  await app.register(async (api) => adminRoutes(api, ctx), { prefix: '/api/admin' });
}

import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact/routes';
import type { AppContext } from './context';
import { marketRoutes } from './market/routes';
import { marketplaceRoutes } from './marketplace/routes';
import { notificationRoutes } from './notifications/routes';
import { userRoutes } from './users/routes';

/** Every area's routes under /api/user (decisions.md §1), one registration per area. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (api) => userRoutes(api, ctx), { prefix: '/api/user' });
  await app.register(async (api) => notificationRoutes(api, ctx), { prefix: '/api/user' });
  await app.register(async (api) => marketplaceRoutes(api, ctx), { prefix: '/api/user' });
  await app.register(async (api) => marketRoutes(api, ctx), { prefix: '/api/user' });
  await app.register(async (api) => contactRoutes(api, ctx), { prefix: '/api/auth' });
}

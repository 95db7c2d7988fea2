import { marketplaceListQuery, searchQuery } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalUser, requireUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { parse } from '../http/validate';
import { sendSeedFile } from './files';
import * as marketplace from './service';

/** /api/user/marketplace: catalog lists, search, property details, the caller's assets; and the demo catalog's files. */
export async function marketplaceRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = requireUser(ctx.db);
  const maybeSignedIn = optionalUser(ctx.db);
  const doc = (method: string, path: string, summary: string, extra: Record<string, unknown> = {}) =>
    app.docs.add({ method, path: `/api/user${path}`, summary, tag: 'marketplace', ...extra });

  doc('GET', '/marketplace/list', 'Property lists by group (spec.md §4): locked, hot, recentlyAdded, residential, trending, funded, nonFunded, all; `group` returns just that one', {
    auth: 'optional',
    query: marketplaceListQuery,
  });
  app.get('/marketplace/list', { preHandler: maybeSignedIn }, async (request) => {
    const { group } = parse(marketplaceListQuery, request.query);
    return ok(request, await marketplace.listProperties(ctx, request.locale, group));
  });

  doc('GET', '/marketplace/search', 'Search by name, city or address in any language (at most 50 results)', { query: searchQuery });
  app.get('/marketplace/search', async (request) => {
    const { search } = parse(searchQuery, request.query);
    return ok(request, await marketplace.searchProperties(ctx, request.locale, search));
  });

  doc('GET', '/marketplace/details/:id', 'Property details (id or slug): facts, documents, related properties, price history, and the caller’s share when signed in', {
    auth: 'optional',
  });
  app.get('/marketplace/details/:id', { preHandler: maybeSignedIn }, async (request) => {
    const { id } = request.params as { id: string };
    return ok(request, await marketplace.propertyDetails(ctx, request.locale, id, request.user?.id ?? null));
  });

  doc('GET', '/marketplace/asset-list', 'The caller’s holdings with their value, and totals', { auth: 'user' });
  app.get('/marketplace/asset-list', { preHandler: signedIn }, async (request) => {
    return ok(request, await marketplace.assetList(ctx, request.locale, request.user!.id));
  });

  const fileParams = z.object({ file: z.string() });
  doc('GET', '/files/seed/images/:file', 'A demo property picture (SVG)');
  app.get('/files/seed/images/:file', async (request, reply) => sendSeedFile(reply, 'images', parse(fileParams, request.params).file));
  doc('GET', '/files/seed/documents/:file', 'A demo property document (PDF)');
  app.get('/files/seed/documents/:file', async (request, reply) => sendSeedFile(reply, 'documents', parse(fileParams, request.params).file));
}

import { marketplaceListQuery, searchQuery } from '@sahm/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ok } from '../http/plugin';
import { areaRoutes } from '../http/route';
import { sendPropertyFile, sendSeedFile } from './files';
import * as catalog from './service';

const fileParams = z.object({ file: z.string() });
/** An id or a slug; anything else is simply not found. */
const propertyRef = z.object({ id: z.string() });

/** The catalog under /api/user/marketplace: property lists, search, details, the caller's assets; and the demo catalog's files. */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { route } = areaRoutes(app, ctx, 'catalog');

  route({
    method: 'GET',
    url: '/api/user/marketplace/list',
    auth: 'optional',
    query: marketplaceListQuery,
    summary: 'Property lists by group (spec.md §4): locked, hot, recentlyAdded, residential, trending, funded, nonFunded, all; `group` returns just that one',
    handler: async ({ request, query }) => ok(request, await catalog.listProperties(ctx, request.locale, query.group)),
  });

  route({
    method: 'GET',
    url: '/api/user/marketplace/search',
    auth: 'public',
    query: searchQuery,
    summary: 'Search by name, city or address in any language (at most 50 results)',
    handler: async ({ request, query }) => ok(request, await catalog.searchProperties(ctx, request.locale, query.search)),
  });

  route({
    method: 'GET',
    url: '/api/user/marketplace/details/:id',
    auth: 'optional',
    params: propertyRef,
    summary: 'Property details (id or slug): facts, documents, related properties, price history, and the caller’s share when signed in',
    handler: async ({ request, params, user }) => ok(request, await catalog.propertyDetails(ctx, request.locale, params.id, user?.id ?? null)),
  });

  route({
    method: 'GET',
    url: '/api/user/marketplace/asset-list',
    auth: 'user',
    summary: 'The caller’s holdings with their value, and totals',
    handler: async ({ request, user }) => ok(request, await catalog.assetList(ctx, request.locale, user.id)),
  });

  route({
    method: 'GET',
    url: '/api/user/files/seed/images/:file',
    auth: 'public',
    params: fileParams,
    summary: 'A demo property picture (SVG)',
    handler: async ({ reply, params }) => sendSeedFile(reply, 'images', params.file),
  });

  route({
    method: 'GET',
    url: '/api/user/files/seed/documents/:file',
    auth: 'public',
    params: fileParams,
    summary: 'A demo property document (PDF)',
    handler: async ({ reply, params }) => sendSeedFile(reply, 'documents', params.file),
  });

  route({
    method: 'GET',
    url: '/api/user/files/properties/:file',
    auth: 'public',
    params: fileParams,
    summary: 'A property picture (WebP) or document (PDF) an operator uploaded, or placeholder.svg for a property without pictures',
    handler: async ({ reply, params }) => sendPropertyFile(reply, ctx.config, params.file),
  });
}

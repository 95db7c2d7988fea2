import { propertySlug } from '@sahm/domain';
import { z } from 'zod';
import type { AppContext } from '../context';
import { SAFE_PATH, withPreloads } from '../http/pageHints';

const uuid = z.uuid();

/** The property page's path (config/paths.ts in apps/web). */
export const PROPERTY_PAGE = '/property-detail';

/**
 * The first photo of the page a visitor asks for, when it is the page's
 * largest paint and the server knows it: the property page's cover, else its
 * first image. Undefined for any other page, an unknown or locked property
 * (no gallery), an odd path, or if the lookup fails: a hint is never worth an
 * error. Reads the three columns it needs, by id or slug.
 */
export async function pageFirstPhoto(ctx: AppContext, path: string, query: URLSearchParams): Promise<string | undefined> {
  if (path !== PROPERTY_PAGE) return undefined;
  const ref = query.get('id')?.trim();
  if (!ref) return undefined;
  const column = uuid.safeParse(ref).success ? 'id' : propertySlug.safeParse(ref).success ? 'slug' : undefined;
  if (!column) return undefined;
  try {
    const row = await ctx.db.selectFrom('properties').select(['cover_image', 'images', 'is_locked']).where(column, '=', ref).executeTakeFirst();
    if (!row || row.is_locked) return undefined;
    const photo = [row.cover_image, ...(row.images ?? [])].find(Boolean);
    return photo && SAFE_PATH.test(photo) ? photo : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The app shell's HTML for a page whose first photo is known: a preload of the
 * photo placed before the first script, so the browser asks for it with the
 * HTML instead of after the app's code has run and fetched the details, and
 * the boot script (apps/web/scripts/bootPreload.ts, which reads
 * `data-first-photo`) can draw it at once.
 */
export function withFirstPhoto(html: string, photo: string): string {
  return withPreloads(html, [`<link rel="preload" as="image" href="${photo}" fetchpriority="high" data-first-photo>`]);
}

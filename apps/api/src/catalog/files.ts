import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { apiDir } from '../paths';

const seedDir = join(apiDir, 'seed/');

export const seedFileKinds = {
  images: { ext: 'svg', type: 'image/svg+xml' },
  documents: { ext: 'pdf', type: 'application/pdf' },
} as const;
export type SeedFileKind = keyof typeof seedFileKinds;

/**
 * Only lower-case words joined by single dashes plus the kind's extension:
 * no dots, slashes, backslashes or percent signs can reach the file system.
 */
export function isSeedFileName(kind: SeedFileKind, name: string): boolean {
  return name.length <= 120 && new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.${seedFileKinds[kind].ext}$`).test(name);
}

/** The demo catalog's shipped pictures and documents, read-only and cacheable. */
export async function sendSeedFile(reply: FastifyReply, kind: SeedFileKind, name: string) {
  if (!isSeedFileName(kind, name)) throw new AppError(404, 'NOT_FOUND');
  let content: Buffer;
  try {
    content = await readFile(`${seedDir}${kind}/${name}`);
  } catch {
    throw new AppError(404, 'NOT_FOUND');
  }
  reply.header('content-type', seedFileKinds[kind].type);
  reply.header('cache-control', 'public, max-age=86400');
  reply.header('x-content-type-options', 'nosniff');
  if (kind === 'images') {
    // An SVG opened directly must not run script or load anything.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  } else {
    reply.header('content-disposition', `inline; filename="${name}"`);
  }
  return reply.send(content);
}

/** Where operators' uploads for property pages are served from (public, like the pages themselves). */
export const PROPERTY_FILES_URL = '/api/user/files/properties/';
/** A property's cover while it has no picture of its own. */
export const PROPERTY_PLACEHOLDER_URL = `${PROPERTY_FILES_URL}placeholder.svg`;

const PLACEHOLDER_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" role="img" aria-label="">' +
    '<rect width="1200" height="800" fill="#e7ecef"/>' +
    '<path d="M420 600V330l180-110 180 110v270H660V460H540v140z" fill="#c3ccd3"/>' +
    '</svg>',
);

/**
 * Uploaded names are exactly what the server generates: a random UUID and
 * the kind's extension (pictures re-encoded to WebP, documents PDF); nothing
 * else reaches the file system.
 */
export const propertyFileKinds = {
  image: { pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/, ext: 'webp', type: 'image/webp' },
  document: { pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$/, ext: 'pdf', type: 'application/pdf' },
} as const;
export type PropertyFileKind = keyof typeof propertyFileKinds;

/** Property uploads live under the data directory, outside the web root. */
export const propertyFilesDir = (config: Config) => join(config.dataDir, 'uploads', 'properties');

export function propertyFileKind(name: string): PropertyFileKind | null {
  for (const kind of ['image', 'document'] as const) if (propertyFileKinds[kind].pattern.test(name)) return kind;
  return null;
}

/** The stored name behind `url` when it is one of our uploads, else null (seed files and other URLs are not ours to delete). */
export function uploadedPropertyFile(url: string): string | null {
  if (!url.startsWith(PROPERTY_FILES_URL)) return null;
  const name = url.slice(PROPERTY_FILES_URL.length);
  return propertyFileKind(name) ? name : null;
}

/** An uploaded property picture or document, or the placeholder; public and cacheable (a name never changes content). */
export async function sendPropertyFile(reply: FastifyReply, config: Config, name: string) {
  if (name === 'placeholder.svg') {
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(PLACEHOLDER_SVG);
  }
  const kind = propertyFileKind(name);
  if (!kind) throw new AppError(404, 'NOT_FOUND');
  let content: Buffer;
  try {
    content = await readFile(join(propertyFilesDir(config), name));
  } catch {
    throw new AppError(404, 'NOT_FOUND');
  }
  reply
    .header('content-type', propertyFileKinds[kind].type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', kind === 'document' ? `inline; filename="${name}"` : 'inline');
  return reply.send(content);
}

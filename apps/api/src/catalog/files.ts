import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

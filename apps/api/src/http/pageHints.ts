import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the web build asks the server to name in some pages' HTML
 * (dist/page-hints.json, written by apps/web/scripts/bootPreload.ts): per
 * client path, files to preload with the page itself, before its first
 * script. Today the regular Latin face of a screen whose boot shell draws a
 * page header (the dashboard), so its words are not kept waiting behind the
 * app's code. Only same-origin paths of plain characters and the two kinds
 * the build writes are taken; anything else in the file is ignored.
 */
/** A path fit to stand in the page's HTML: same-origin, nothing that could end an attribute or a tag. */
export const SAFE_PATH = /^\/[A-Za-z0-9._~/%-]+$/;
const hint = z.object({ href: z.string().regex(SAFE_PATH), as: z.enum(['font', 'image']), type: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/).optional() });
const PAGE = /^\/[a-z0-9-]+$/;
const hintsFile = z.record(z.string(), z.array(z.unknown()));

export type PageHint = z.infer<typeof hint>;

/** The build's hints by path, or none when the file is missing or unreadable (a hint is never worth failing the start). */
export function readPageHints(webDist: string): Map<string, PageHint[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(webDist, 'page-hints.json'), 'utf8'));
  } catch {
    return new Map();
  }
  const file = hintsFile.safeParse(raw);
  if (!file.success) return new Map();
  const pages = new Map<string, PageHint[]>();
  for (const [path, entries] of Object.entries(file.data)) {
    if (!PAGE.test(path)) continue;
    const valid = entries.flatMap((entry) => {
      const parsed = hint.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    if (valid.length) pages.set(path, valid);
  }
  return pages;
}

/** A hint's tag: a face is fetched in CORS mode, as the stylesheet's @font-face fetches it, or the preload would go unused. */
export function hintTag({ href, as, type }: PageHint): string {
  return `<link rel="preload" href="${href}" as="${as}"${type ? ` type="${type}"` : ''}${as === 'font' ? ' crossorigin' : ''}>`;
}

/** The app shell's HTML with these tags before its first script (else before </head>; else as it was). */
export function withPreloads(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  const at = html.search(/<script\b/i);
  if (at >= 0) return `${html.slice(0, at)}${tags.map((tag) => `${tag}\n    `).join('')}${html.slice(at)}`;
  const head = html.search(/<\/head>/i);
  return head >= 0 ? `${html.slice(0, head)}${tags.map((tag) => `${tag}\n  `).join('')}${html.slice(head)}` : html;
}

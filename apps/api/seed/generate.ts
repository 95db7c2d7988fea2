/**
 * Writes the demo catalog's pictures and documents:
 *   cd apps/api && node --import tsx seed/generate.ts
 * Commit the result; test/db-seed.test.ts checks the files match these generators.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { documentsOf, imageFile, imageVariants, seedProperties } from './catalog';
import { propertyDocument } from './documents';
import { propertySvg } from './images';

export const imagesDir = fileURLToPath(new URL('./images/', import.meta.url));
export const documentsDir = fileURLToPath(new URL('./documents/', import.meta.url));

/** Every generated file: directory, name and content. */
export function seedAssets(): { dir: 'images' | 'documents'; file: string; content: Buffer }[] {
  const out: { dir: 'images' | 'documents'; file: string; content: Buffer }[] = [];
  for (const p of seedProperties) {
    for (const v of imageVariants) out.push({ dir: 'images', file: imageFile(p.slug, v), content: Buffer.from(propertySvg(p, v)) });
    for (const d of documentsOf(p)) out.push({ dir: 'documents', file: d.file, content: propertyDocument(p, d.doc) });
  }
  return out;
}

function writeAll() {
  for (const dir of [imagesDir, documentsDir]) {
    mkdirSync(dir, { recursive: true });
    // Drop files of properties that no longer exist.
    for (const f of readdirSync(dir)) if (/\.(svg|pdf)$/.test(f)) rmSync(dir + f);
  }
  const assets = seedAssets();
  for (const a of assets) writeFileSync((a.dir === 'images' ? imagesDir : documentsDir) + a.file, a.content);
  console.log(`Wrote ${assets.length} files under apps/api/seed/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeAll();

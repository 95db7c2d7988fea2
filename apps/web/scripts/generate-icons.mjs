#!/usr/bin/env node
// Renders the web app's icons (manifest, Apple touch icon, favicon) from the
// SVG sources in public/icons. Run once after changing an SVG:
//   node apps/web/scripts/generate-icons.mjs
// sharp is borrowed from @sahm/api, so the web app gains no dependency.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));
const require = createRequire(new URL('../../api/package.json', import.meta.url));
const sharp = require('sharp');

/** [source SVG, output PNG, size in pixels] */
const outputs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon.svg', 'favicon-32.png', 32],
  // Maskable icons fill the square; the platform cuts its own shape.
  ['icon-maskable.svg', 'icon-maskable-192.png', 192],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // iOS rounds the corners itself and shows transparency as black.
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

for (const [source, output, size] of outputs) {
  const svg = await readFile(`${icons}${source}`);
  await sharp(svg, { density: Math.ceil((72 * size) / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${icons}${output}`);
  console.log(`${output} (${size}×${size})`);
}

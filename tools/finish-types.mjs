#!/usr/bin/env node
// After `tsc --emitDeclarationOnly`: makes a package's dist/*.d.ts resolvable
// by every TypeScript consumer, whatever its moduleResolution.
//   - A relative specifier gets the extension of the file Vite emitted
//     ('./Button' -> './Button.js', './exports' -> './exports/index.js'):
//     "node16"/"nodenext" need it, "bundler" accepts it. (A module of types
//     only has no .js; TypeScript still finds its .d.ts through the .js name.)
//   - A JSON import ('./messages/en.json', which Vite turned into en.js) points
//     at en.js and gets en.d.ts beside it, so the consumer needs no
//     resolveJsonModule and the JSON files stay out of the tarball.
//   - A package the consumer will not install (a devDependency whose code the
//     build bundled, e.g. @vanilla-extract/recipes) is named through the
//     declarations vendored in tools/vendor-types/, copied to dist/vendor/.
// Fails when a specifier points at nothing in dist/ or at a package that is
// neither a dependency nor vendored: a declaration that would break the
// consumer's type-check breaks the build instead.
// Usage: node tools/finish-types.mjs <packageDir>
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(process.argv[2] ?? '.');
const dist = join(packageDir, 'dist');
const src = join(packageDir, 'src');
const vendorTypes = fileURLToPath(new URL('./vendor-types/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const installed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
const packageName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/** The relative specifier of a vendored declaration, copied into dist/vendor/ on first use. */
function vendored(file, spec) {
  const name = `${spec.replace(/^@/, '').replace(/\//g, '-')}.d.ts`;
  const source = join(vendorTypes, name);
  if (!existsSync(source)) {
    throw new Error(`${relative(packageDir, file)}: names ${spec}, which the consumer does not install (not a dependency) and tools/vendor-types/ does not declare`);
  }
  const target = join(dist, 'vendor', name);
  if (!existsSync(target)) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  const specifier = relative(dirname(file), target).replace(/\.d\.ts$/, '.js');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

const declarationFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** A TypeScript type for a JSON value: the catalogs' keys stay checkable, values become string/number/…. */
function jsonType(value, indent = '') {
  if (Array.isArray(value)) return `ReadonlyArray<${value.length ? jsonType(value[0], indent) : 'unknown'}>`;
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  const inner = `${indent}  `;
  const fields = Object.entries(value).map(([key, v]) => `${inner}readonly ${JSON.stringify(key)}: ${jsonType(v, inner)};`);
  return `{\n${fields.join('\n')}\n${indent}}`;
}

let rewritten = 0;
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g, (whole, lead, quote, spec) => {
    if (!spec.startsWith('.')) {
      if (installed.has(packageName(spec))) return whole;
      rewritten += 1;
      return `${lead}${quote}${vendored(file, spec)}${quote}`;
    }
    const target = resolve(dirname(file), spec);
    let resolved;
    if (spec.endsWith('.json')) {
      const source = join(src, relative(dist, target));
      const base = target.slice(0, -'.json'.length);
      if (!existsSync(`${base}.js`)) throw new Error(`${relative(packageDir, file)}: ${spec} was not emitted as ${relative(packageDir, base)}.js`);
      const type = jsonType(JSON.parse(readFileSync(source, 'utf8')));
      writeFileSync(`${base}.d.ts`, `declare const json: ${type};\nexport default json;\n`);
      resolved = `${spec.slice(0, -'.json'.length)}.js`;
    } else if (existsSync(`${target}.d.ts`)) {
      resolved = `${spec}.js`;
    } else if (existsSync(join(target, 'index.d.ts'))) {
      resolved = `${spec}/index.js`;
    } else if (spec.endsWith('.js') && existsSync(`${target.slice(0, -'.js'.length)}.d.ts`)) {
      resolved = spec;
    } else {
      throw new Error(`${relative(packageDir, file)}: ${spec} resolves to no declaration in dist/`);
    }
    rewritten += 1;
    return `${lead}${quote}${resolved}${quote}`;
  });
  const reference = /\/\/\/\s*<reference types="([^"]+)"/.exec(next);
  if (reference && !installed.has(packageName(reference[1]))) {
    throw new Error(`${relative(packageDir, file)}: references types "${reference[1]}", which the consumer does not install`);
  }
  if (next !== text) writeFileSync(file, next);
}
console.log(`finish-types: ${rewritten} specifiers in ${relative(process.cwd(), dist) || 'dist'}`);

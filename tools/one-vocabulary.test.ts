// One vocabulary (DESIGN.md "Data flows one way"): the locale codes, digit
// handling, transaction types, statuses, sorts and payment methods are defined
// once, in packages/domain, and the UI library, the web app and Storybook
// import them. This reads their sources and fails on a copy: a list or union
// of three or more of a vocabulary's codes (any spelling: tokenPurchase is
// token_purchase; capitalised labels are not codes), a regex alternation of them, or a digit map of its own (a
// replace over Arabic-Indic or Persian digits, their code points, a ten-digit
// lookup string or an object keyed by them). Domain's own lists are the
// fingerprints, so there is no second copy here either.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  locales,
  transactionPaymentMethods,
  transactionSorts,
  transactionStatuses,
  transactionTypes,
} from '../packages/domain/src/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const scanned = ['packages/ui/src', 'apps/web/src', '.storybook'];

/** Codes start lower-case ("tokenPurchase" and "token_purchase" are one word); "Wallet" is a label, not a code. */
const word = (value: string) => (/^[a-z]/.test(value) ? value.toLowerCase().replace(/[\s_-]+/g, '') : '');

const vocabularies = Object.entries({ locales, transactionTypes, transactionStatuses, transactionSorts, transactionPaymentMethods }).map(
  ([name, values]) => ({ name, words: new Set((values as readonly string[]).map(word)) }),
);

/** Arabic-Indic ٠-٩ (U+0660-0669) and Persian ۰-۹ (U+06F0-06F9), escaped or not. */
const DIGIT = String.raw`(?:\\u06[6fF][0-9]|\\u\{6[6fF][0-9]\}|[\u0660-\u0669\u06F0-\u06F9])`;
const digitRange = new RegExp(`${DIGIT}-${DIGIT}`);
const isDigitChar = (text: string) => /^[\u0660-\u0669\u06F0-\u06F9]$/.test(text);
const DIGIT_CODE_POINTS = new Set([0x0660, 0x0669, 0x06f0, 0x06f9]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('__') ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** What in `code` copies a vocabulary of domain's, as "file:line what". */
export function vocabularyCopies(code: string, file: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);

  function checkWords(node: ts.Node, values: string[]) {
    for (const { name, words } of vocabularies) {
      const hits = new Set(values.map(word).filter((v) => words.has(v)));
      if (hits.size >= 3) report(node, `copies domain's ${name} (${[...hits].join(', ')})`);
    }
  }

  function visit(node: ts.Node) {
    if (ts.isArrayLiteralExpression(node)) {
      checkWords(node, node.elements.filter(ts.isStringLiteralLike).map((e) => e.text));
    } else if (ts.isUnionTypeNode(node)) {
      checkWords(
        node,
        node.types.flatMap((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : [])),
      );
    } else if (ts.isRegularExpressionLiteral(node)) {
      const pattern = node.text.slice(1, node.text.lastIndexOf('/'));
      if (pattern.includes('|')) checkWords(node, pattern.split(/[^A-Za-z_]+/));
      const call = node.parent;
      if (
        digitRange.test(pattern) &&
        ts.isCallExpression(call) &&
        call.arguments[0] === node &&
        ts.isPropertyAccessExpression(call.expression) &&
        /^replace(All)?$/.test(call.expression.name.text)
      ) {
        report(node, 'maps digits itself (use toAsciiDigits from @sahm/domain)');
      }
    } else if (ts.isNumericLiteral(node) && DIGIT_CODE_POINTS.has(Number(node.text))) {
      report(node, 'computes with digit code points (use toAsciiDigits from @sahm/domain)');
    } else if (ts.isStringLiteralLike(node) && /٠١٢٣٤٥٦٧٨٩|۰۱۲۳۴۵۶۷۸۹/.test(node.text)) {
      report(node, 'holds a digit table (use toAsciiDigits from @sahm/domain)');
    } else if (ts.isObjectLiteralExpression(node)) {
      const digitKeys = node.properties.filter((p) => p.name && ts.isStringLiteral(p.name) && isDigitChar(p.name.text));
      if (digitKeys.length >= 3) report(node, 'holds a digit map (use toAsciiDigits from @sahm/domain)');
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

describe('one vocabulary', () => {
  it('finds the copies this repository once had', () => {
    const old = [
      "export const locales = ['en', 'ar', 'kr', 'bh'] as const;",
      "for (const locale of ['ar', 'kr', 'bh'] as const) check(locale);",
      "export type AppLocale = 'en' | 'ar' | 'kr' | 'bh';",
      "const tag = /(en|ar|kr|bh)\\.json$/;",
      "export const transactionTypes = ['buy', 'sell', 'receive', 'rent', 'revenue', 'tokenPurchase', 'deposit', 'withdraw', 'gift', 'received'] as const;",
      "export const paymentMethods = ['cash', 'wallet', 'fastpay', 'fib', 'card', 'platform'] as const;",
      "type Status = 'success' | 'completed' | 'pending';",
      'const ascii = (text: string) => text.replace(/[\\u0660-\\u0669\\u06F0-\\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x0660));',
      "const ascii = (text: string) => text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));",
      "const digits = { '٠': 0, '١': 1, '٢': 2 };",
    ];
    for (const code of old) expect(vocabularyCopies(code, 'example.ts'), code).not.toEqual([]);
  });

  it('lets pass what only uses the vocabulary', () => {
    const fine = [
      "import { locales } from '@sahm/domain';\nconst rtl = locales.filter((l) => l !== 'en');",
      "const LOCALES = ['en', 'ar'] as const;",
      "const labels = ['Wallet', 'FastPay', 'Card'];",
      "for (const [locale, title] of [['kr', 'پرسیارە باوەکان'], ['bh', 'پرسیارێن بەربەلاڤ']] as const) check(locale, title);",
      "expect(text).toMatch(/[٠-٩]/);",
      "const otp = '١٢٣٤٥٦';",
      "const keys: Record<Locale, string> = { en: 'a', ar: 'b', kr: 'c', bh: 'd' };",
    ];
    for (const code of fine) expect(vocabularyCopies(code, 'example.ts'), code).toEqual([]);
  });

  it.each(scanned)('%s takes locales, digits, transaction types and payment methods from @sahm/domain', (dir) => {
    const copies = sourceFiles(dir).flatMap((file) => vocabularyCopies(readFileSync(path.join(root, file), 'utf8'), file));
    expect(copies).toEqual([]);
  });
});

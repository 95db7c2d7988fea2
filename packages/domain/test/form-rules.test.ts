// src/formRules.ts: the zod-free rules the browser's forms use must say exactly what the API's
// schemas say (which are built on them), for the inputs people type and for random ones.
import { describe, expect, it } from 'vitest';
import { checkDepositAmount, checkTokenCount, checkWithdrawalAmount, compactPhone, MAX_DEPOSIT_IQD, MAX_TOKENS_PER_ORDER, MAX_WALLET_AMOUNT_IQD, MIN_WITHDRAWAL_IQD, receiverPhoneOf, type RuleResult } from '../src/formRules';
import { MIN_DEPOSIT_IQD } from '../src/constants';
import { receiverPhone } from '../src/schemas/market';
import { tokenCount } from '../src/schemas/money';
import { depositBody } from '../src/schemas/payments';
import { withdrawalRequestBody } from '../src/schemas/wallet';
import { prng } from '../../../tools/prng';

/** What the schema says of a value: its result, or its first issue's message (the code the API answers with). */
function schemaSays(schema: typeof tokenCount | typeof receiverPhone, v: unknown) {
  const parsed = schema.safeParse(v);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, code: parsed.error.issues[0]?.message };
}

describe('checkTokenCount: tokenCount without zod', () => {
  const typed: unknown[] = [
    1, 2, 100, MAX_TOKENS_PER_ORDER, MAX_TOKENS_PER_ORDER + 1, 0, -0, -1, -250, 1.5, 0.1, -2.5, Number.NaN, Infinity, -Infinity, 2 ** 53,
    '1', '42', '0', '-0', '-7', '1.0', '1.5', '01', '0x10', '1e3', ' 5', '5 ', '', '-', '+5', '١٢', '1000000001',
    undefined, null, true, {}, [], [1],
  ];
  it.each(typed.map((v) => [String(v), v]))('%s: the same result or the same message', (_, v) => {
    const rule = checkTokenCount(v);
    expect(rule.ok ? { ok: true, value: rule.value } : { ok: false, code: rule.code }).toEqual(schemaSays(tokenCount, v));
  });

  it('the same on 5,000 random numbers and numeric strings (seeded)', () => {
    const next = prng(20261203);
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 12);
      const n = Math.round((next() - 0.3) * magnitude * (next() < 0.2 ? 1.37 : 1));
      const v = next() < 0.2 ? n + 0.5 : n;
      const input = next() < 0.5 ? v : String(v);
      const rule = checkTokenCount(input);
      expect(rule.ok ? { ok: true, value: rule.value } : { ok: false, code: rule.code }, `case ${i}: ${String(input)}`).toEqual(schemaSays(tokenCount, input));
    }
  });
});

/** What a request body schema says of `amount`: its value, or the first issue's message about it. */
function bodySays(schema: typeof depositBody | typeof withdrawalRequestBody, v: unknown) {
  const parsed = schema.safeParse({ amount: v });
  return parsed.success ? { ok: true, value: parsed.data.amount } : { ok: false, code: parsed.error.issues[0]?.message };
}
const said = (rule: RuleResult) => (rule.ok ? { ok: true, value: rule.value } : { ok: false, code: rule.code });

describe('checkDepositAmount and checkWithdrawalAmount: the deposit and withdrawal bodies\' amount without zod', () => {
  const typed: unknown[] = [
    MIN_DEPOSIT_IQD, MIN_DEPOSIT_IQD - 1, MIN_WITHDRAWAL_IQD, MIN_WITHDRAWAL_IQD - 1, 250_000, MAX_DEPOSIT_IQD, MAX_DEPOSIT_IQD + 1,
    MAX_WALLET_AMOUNT_IQD, MAX_WALLET_AMOUNT_IQD + 1, 0, -0, -10_000, 10_000.5, Number.NaN, Infinity,
    '10000', '9999', '0', '-0', '-20000', '10000.0', '1e5', '0x2710', ' 10000', '', '٢٠٠٠٠', undefined, null, false, {}, [10_000],
  ];
  for (const [name, rule, schema] of [
    ['deposit', checkDepositAmount, depositBody],
    ['withdrawal', checkWithdrawalAmount, withdrawalRequestBody],
  ] as const) {
    it.each(typed.map((v) => [String(v), v]))(`${name} of %s: the same result or the same message`, (_, v) => {
      expect(said(rule(v))).toEqual(bodySays(schema, v));
    });

    it(`${name}: the same on 5,000 random amounts and numeric strings (seeded)`, () => {
      const next = prng(name.length * 7919);
      for (let i = 0; i < 5000; i++) {
        const magnitude = 10 ** Math.floor(next() * 14);
        const n = Math.round((next() - 0.2) * magnitude);
        const v = next() < 0.15 ? n + 0.25 : n;
        const input = next() < 0.5 ? v : String(v);
        expect(said(rule(input)), `case ${i}: ${String(input)}`).toEqual(bodySays(schema, input));
      }
    });
  }
});

describe('receiverPhoneOf: receiverPhone of a typed string without zod', () => {
  const typed = [
    '+9647501234567',
    '009647501234567',
    '+964 750 123 4567',
    '+964-750-(123).4567',
    '+٩٦٤٧٥٠١٢٣٤٥٦٧',
    '+۹۶۴۷۵۰۱۲۳۴۵۶۷',
    '+4915112345678',
    '+0123456789',
    '+12345',
    '+1234567',
    '+12345678901234567',
    '07501234567',
    '7501234567',
    '',
    '+',
    '00',
    'abc',
    '+964 750 123 4567                  ',
    '+96475012345a7',
  ];
  it.each(typed)('%j: the same E.164 number, or refused by both', (v) => {
    const schema = receiverPhone.safeParse(v);
    expect(receiverPhoneOf(v)).toBe(schema.success ? schema.data : undefined);
  });

  it('the same on 5,000 random strings of digits, separators and prefixes (seeded)', () => {
    const next = prng(964);
    const parts = ['+', '00', '0', '9', '6', '4', '7', '1', '5', ' ', '-', '(', ')', '.', '٩', '٦', '٤', '۷', 'x'];
    for (let i = 0; i < 5000; i++) {
      let v = '';
      const length = Math.floor(next() * 24);
      for (let j = 0; j < length; j++) v += parts[Math.floor(next() * parts.length)]!;
      const schema = receiverPhone.safeParse(v);
      expect(receiverPhoneOf(v), `case ${i}: ${JSON.stringify(v)}`).toBe(schema.success ? schema.data : undefined);
    }
  });

  it('compactPhone: either digit set as ASCII, separators gone, a leading 00 as +', () => {
    expect(compactPhone(' ٠٠٩٦٤ (750) 123-45.67 ')).toBe('+9647501234567');
    expect(compactPhone('0750')).toBe('0750');
  });
});

import { describe, expect, it } from 'vitest';
import { investBody, resellBody } from './market';
import { dinars, tokenCount } from './money';
import { depositBody } from './payments';
import { withdrawalRequestBody } from './wallet';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

/**
 * Money and count fields are JSON integers, or plain decimal digit strings
 * (HTML inputs send strings). An outside review bought 16 tokens with
 * "0x10" and 10 with "1e1": Number() reads hex, exponents, padding and
 * binary, so anything but plain digits is "Only integers are allowed"
 * (decisions.md §13).
 */
describe('strict integers in money and count fields', () => {
  it.each(['0x10', '0X10', '1e1', '1E1', '0b101', '0o17', ' 12', '12 ', '\t12', '012', '+12', '12.0', '1_000', 'Infinity', 'NaN', '١٢', '', 'lots'])(
    'refuses the string %j as a token count, a price and an amount',
    (input) => {
      expect(first(tokenCount.safeParse(input))).toBe('ONLY_INTEGERS');
      expect(first(dinars().safeParse(input))).toBe('ONLY_INTEGERS');
      expect(first(depositBody.safeParse({ amount: input }))).toBe('ONLY_INTEGERS');
      expect(first(withdrawalRequestBody.safeParse({ amount: input }))).toBe('ONLY_INTEGERS');
    },
  );

  it('does not buy 16 tokens with "0x10" or 10 with "1e1"', () => {
    const body = { propertyId: '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', paymentWith: 'wallet', userAgreement: true };
    expect(investBody.safeParse({ ...body, numberOfTokens: '0x10' }).success).toBe(false);
    expect(investBody.safeParse({ ...body, numberOfTokens: '1e1' }).success).toBe(false);
    expect(resellBody.safeParse({ propertyId: body.propertyId, numberOfTokens: 1, pricePerToken: '0x2710' }).success).toBe(false);
  });

  it.each([
    [16, 16],
    ['16', 16],
    ['0', 'TOKENS_ZERO'],
    [0, 'TOKENS_ZERO'],
    [-3, 'TOKENS_POSITIVE_INTEGER'],
    ['-3', 'TOKENS_POSITIVE_INTEGER'],
    [2.5, 'ONLY_INTEGERS'],
    ['1000000001', 'VALUE_TOO_LARGE'],
    ['99999999999999999999999', 'VALUE_TOO_LARGE'],
  ])('reads plain digits and JSON integers: %j', (input, expected) => {
    const r = tokenCount.safeParse(input);
    expect(r.success ? r.data : first(r)).toBe(expected);
  });

  it('keeps the deposit and withdrawal minimums for digit strings', () => {
    expect(first(depositBody.safeParse({ amount: '5000' }))).toBe('MIN_DEPOSIT');
    expect(depositBody.parse({ amount: '25000' }).amount).toBe(25_000);
    expect(withdrawalRequestBody.parse({ amount: '25000' }).amount).toBe(25_000);
  });

  it('refuses other JSON types as the wrong type', () => {
    expect(first(tokenCount.safeParse(true))).toBe('INVALID_TYPE');
    expect(first(dinars().safeParse({}))).toBe('INVALID_TYPE');
    expect(first(tokenCount.safeParse(undefined))).toBe('REQUIRED');
  });
});

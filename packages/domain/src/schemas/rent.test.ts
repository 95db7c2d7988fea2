import { describe, expect, it } from 'vitest';
import { autoReinvestBody, rentRunBody, rentRunListQuery, valuationBody } from './rent';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('rentRunBody', () => {
  it('takes a month as YYYY-MM and requires dryRun, so a request that forgot it pays nobody', () => {
    expect(rentRunBody.parse({ period: '2026-10', dryRun: true })).toEqual({ period: '2026-10', dryRun: true });
    expect(rentRunBody.parse({ period: ' 2026-01 ', dryRun: false, propertyIds: ['7b0c5a52-3f5e-4d5e-9f63-2d8e4c7a1b10'] })).toMatchObject({ period: '2026-01' });
    expect(issues(rentRunBody.safeParse({ period: '2026-10' }))).toEqual(['dryRun:REQUIRED']);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: 'yes' }))).toEqual(['dryRun:INVALID_TYPE']);
  });

  it('refuses anything but a calendar month', () => {
    for (const period of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', '2026/10', '', 'x2026-10', '12026-10']) {
      expect(issues(rentRunBody.safeParse({ period, dryRun: true })), period).toEqual(['period:RENT_PERIOD_INVALID']);
    }
    expect(issues(rentRunBody.safeParse({ dryRun: true }))).toEqual(['period:REQUIRED']);
    expect(issues(rentRunBody.safeParse({ period: 202610, dryRun: true }))).toEqual(['period:INVALID_TYPE']);
  });

  it('refuses unknown fields, empty or malformed property lists', () => {
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, force: true }))[0]).toMatch(/UNKNOWN_FIELD/);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, propertyIds: [] }))).toEqual(['propertyIds:REQUIRED']);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, propertyIds: ['x'] }))).toEqual(['propertyIds.0:INVALID_TYPE']);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, propertyIds: [7] }))).toEqual(['propertyIds.0:INVALID_TYPE']);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, propertyIds: '7b0c5a52-3f5e-4d5e-9f63-2d8e4c7a1b10' }))).toEqual(['propertyIds:INVALID_TYPE']);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, propertyIds: ['x'.repeat(37)] }))).toEqual(['propertyIds.0:TOO_LONG']);
  });

  it('names at most 1,000 properties in one run', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `7b0c5a52-3f5e-4d5e-9f63-${String(i).padStart(12, '0')}`);
    expect(rentRunBody.parse({ period: '2026-10', dryRun: true, propertyIds: ids(1000) }).propertyIds).toHaveLength(1000);
    expect(issues(rentRunBody.safeParse({ period: '2026-10', dryRun: true, propertyIds: ids(1001) }))).toEqual(['propertyIds:TOO_LONG']);
  });
});

describe('rentRunListQuery', () => {
  it('pages 20 by default, at most 100', () => {
    expect(rentRunListQuery.parse({})).toEqual({ limit: 20 });
    expect(rentRunListQuery.parse({ limit: '5', period: '2026-10' })).toEqual({ limit: 5, period: '2026-10' });
    expect(rentRunListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(rentRunListQuery.parse({ limit: '100' })).toEqual({ limit: 100 });
    for (const limit of ['101', '0', '2.5', 'ten']) expect(issues(rentRunListQuery.safeParse({ limit })), limit).toEqual(['limit:INVALID_TYPE']);
  });

  it('filters by one property and pages with the previous answer\'s cursor', () => {
    const propertyId = '7b0c5a52-3f5e-4d5e-9f63-2d8e4c7a1b10';
    expect(rentRunListQuery.parse({ propertyId, cursor: 'abc' })).toEqual({ propertyId, cursor: 'abc', limit: 20 });
    expect(rentRunListQuery.parse({ cursor: 'c'.repeat(200) }).cursor).toHaveLength(200);
    expect(issues(rentRunListQuery.safeParse({ cursor: 'c'.repeat(201) }))).toEqual(['cursor:TOO_LONG']);
    expect(issues(rentRunListQuery.safeParse({ cursor: 5 }))).toEqual(['cursor:INVALID_TYPE']);
    expect(issues(rentRunListQuery.safeParse({ propertyId: 'x' }))).toEqual(['propertyId:INVALID_TYPE']);
    expect(issues(rentRunListQuery.safeParse({ propertyId: 5 }))).toEqual(['propertyId:INVALID_TYPE']);
    expect(issues(rentRunListQuery.safeParse({ propertyId: 'x'.repeat(37) }))).toEqual(['propertyId:TOO_LONG']);
    expect(issues(rentRunListQuery.safeParse({ status: 'paid' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('valuationBody', () => {
  it('is a whole number of dinars: no zero, negative, fraction, exponent or hex', () => {
    expect(valuationBody.parse({ value: 5_000_000_000 })).toEqual({ value: 5_000_000_000 });
    expect(valuationBody.parse({ value: '5000000' })).toEqual({ value: 5_000_000 });
    expect(issues(valuationBody.safeParse({ value: 0 }))).toEqual(['value:PRICE_ZERO']);
    expect(issues(valuationBody.safeParse({ value: -1 }))).toEqual(['value:TOKENS_POSITIVE_INTEGER']);
    for (const value of [1.5, '1e9', '0x10', ' 12']) expect(issues(valuationBody.safeParse({ value })), String(value)).toEqual(['value:ONLY_INTEGERS']);
    expect(issues(valuationBody.safeParse({ value: 10 ** 16 }))).toEqual(['value:VALUE_TOO_LARGE']);
    expect(issues(valuationBody.safeParse({ value: 5_000_000, currency: 'USD' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('autoReinvestBody', () => {
  it('is on or off', () => {
    expect(autoReinvestBody.parse({ enabled: true })).toEqual({ enabled: true });
    expect(issues(autoReinvestBody.safeParse({ enabled: 'true' }))).toEqual(['enabled:INVALID_TYPE']);
    expect(issues(autoReinvestBody.safeParse({}))).toEqual(['enabled:REQUIRED']);
    expect(issues(autoReinvestBody.safeParse({ enabled: true, propertyId: 'p' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

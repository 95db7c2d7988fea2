import { describe, expect, it } from 'vitest';
import { CALCULATOR_YEARS, calculateReturns, calculatorRanges, clampToRange } from '../src/calculator';
import { groupProperties, groupsOf, propertyGroups, type GroupableProperty } from '../src/grouping';
import { isMessageCode, localeFromAcceptLanguage, messageCatalogs, messageText } from '../src/messages';
import { normalizeSearchText } from '../src/search';

describe('property grouping (spec.md §4 "Property grouping for lists")', () => {
  const none: GroupableProperty = { isLocked: false, isHot: false, isRecentlyAdded: false, isResidential: false, isTrending: false, isFunded: false };

  it('a property with no highlight flag is in no highlight group: only funded or not, and all', () => {
    expect(groupsOf(none)).toEqual(['nonFunded', 'all']);
    expect(groupsOf({ ...none, isFunded: true })).toEqual(['funded', 'all']);
    const groups = groupProperties([none, { ...none, isFunded: true }]);
    expect(groups.trending).toEqual([]);
    expect(groups.hot).toEqual([]);
    expect(groups.recentlyAdded).toEqual([]);
    expect(groups.residential).toEqual([]);
  });

  it.each([
    ['isHot', 'hot'],
    ['isRecentlyAdded', 'recentlyAdded'],
    ['isResidential', 'residential'],
    ['isTrending', 'trending'],
  ] as const)('%s alone puts it in %s', (flag, group) => {
    expect(groupsOf({ ...none, [flag]: true })).toEqual([group, 'nonFunded', 'all']);
  });

  it('takes only the first of hot, recently added, residential, trending', () => {
    const all = { ...none, isHot: true, isRecentlyAdded: true, isResidential: true, isTrending: true };
    expect(groupsOf(all)).toEqual(['hot', 'nonFunded', 'all']);
    expect(groupsOf({ ...all, isHot: false })).toEqual(['recentlyAdded', 'nonFunded', 'all']);
    expect(groupsOf({ ...all, isHot: false, isRecentlyAdded: false, isFunded: true })).toEqual(['residential', 'funded', 'all']);
  });

  it('locked goes to locked only, whatever else it is', () => {
    expect(groupsOf({ ...none, isLocked: true, isHot: true, isTrending: true, isFunded: true })).toEqual(['locked']);
  });

  it('groups a list into every group, empty ones included, keeping the order', () => {
    const a = { ...none, isTrending: true, id: 'a' };
    const b = { ...none, isLocked: true, id: 'b' };
    const c = { ...none, isFunded: true, isHot: true, id: 'c' };
    const d = { ...none, isTrending: true, isFunded: true, id: 'd' };
    const groups = groupProperties([a, b, c, d]);
    expect(Object.keys(groups)).toEqual([...propertyGroups]);
    expect(groups).toEqual({ locked: [b], hot: [c], recentlyAdded: [], residential: [], trending: [a, d], funded: [c, d], nonFunded: [a], all: [a, c, d] });
  });
});

describe('search text', () => {
  it('folds the letter variants people type', () => {
    for (const [typed, stored] of [
      ['أربيل', 'اربيل'],
      ['إربيل', 'اربيل'],
      ['آمد', 'امد'],
      ['ٱلكرخ', 'الكرخ'],
      ['مدينة', 'مدينه'],
      ['خانۀ', 'خانه'],
      ['مبنى', 'مبني'],
      ['کوی', 'كوي'],
      ['کەرکووک', 'كەركووك'],
    ] as const)
      expect(normalizeSearchText(typed)).toBe(normalizeSearchText(stored));
    expect(normalizeSearchText('ٱإأآ')).toBe('اااا');
    expect(normalizeSearchText('ةۀ')).toBe('هه');
    expect(normalizeSearchText('ىی')).toBe('يي');
    expect(normalizeSearchText('ک')).toBe('ك');
  });
  it('drops diacritics and tatweel, folds case, digits and spaces', () => {
    expect(normalizeSearchText('مَدِينَةٌ')).toBe('مدينه');
    expect(normalizeSearchText('مـــدينة')).toBe('مدينه');
    expect(normalizeSearchText('\u0670ب\u065F')).toBe('ب');
    expect(normalizeSearchText('  BaGHdad   Tower\t1 ')).toBe('baghdad tower 1');
    expect(normalizeSearchText('شقة ١٢ و ۳۴')).toBe('شقه 12 و 34');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹')).toBe('01234567890123456789');
    expect(normalizeSearchText('ﻻ')).toBe('لا');
  });
});

describe('messages', () => {
  it('keep the spec texts exactly in English (spec.md §5, §8)', () => {
    expect(messageText('en', 'PASSWORD_CONSTRAINTS')).toBe('The Password does not meet the constraints below');
    expect(messageText('en', 'PASSWORD_TOO_SHORT')).toBe('Password must be at least 8 characters long');
    expect(messageText('en', 'PASSWORD_MISMATCH')).toBe("Password doesn't match");
    expect(messageText('en', 'EMAIL_INVALID')).toBe('Please enter valid email');
    expect(messageText('en', 'MIN_DEPOSIT')).toBe('Minimum deposit limit is 10,000');
    expect(messageText('en', 'TOKENS_ZERO')).toBe('Value should not be Zero');
    expect(messageText('en', 'TOKENS_POSITIVE_INTEGER')).toBe('Value must be positive integer');
    expect(messageText('en', 'ONLY_INTEGERS')).toBe('Only integers are allowed');
    expect(messageText('en', 'VALUE_TOO_LARGE')).toBe('Value should not be greater than the maximum allowed');
    expect(messageText('en', 'OTP_SIX_DIGITS')).toBe('The OTP should be 6 numbers');
    expect(messageText('en', 'ONLY_CHARACTERS')).toBe('Only characters are allowed');
    expect(messageText('en', 'REQUIRED')).toBe('this field is required');
    expect(messageText('en', 'INSUFFICIENT_BALANCE')).toBe('Your wallet balance is insufficient');
  });
  it('fill named placeholders and leave unknown ones', () => {
    const en = messageCatalogs.en;
    const withSeconds = (Object.keys(en) as (keyof typeof en)[]).find((k) => en[k].includes('{seconds'));
    expect(withSeconds).toBeDefined();
    const text = messageText('en', withSeconds!, { seconds: 30 });
    expect(text).toContain('30');
    expect(text).not.toContain('{seconds}');
    expect(messageText('en', withSeconds!, { minutes: 2 })).toContain('{seconds}');
    expect(messageText('en', withSeconds!)).toContain('{seconds}');
    expect(messageText('en', withSeconds!)).not.toMatch(/plural|#/);
    expect(messageText('ar', 'REQUIRED')).toBe(messageCatalogs.ar.REQUIRED);
  });
  it('know their codes', () => {
    expect(isMessageCode('REQUIRED')).toBe(true);
    expect(isMessageCode('NOT_A_CODE')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('__proto__')).toBe(false);
  });
  it.each([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['fr', 'en'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['ar', 'ar'],
    ['ar-IQ', 'ar'],
    [' AR-iq ', 'ar'],
    ['kr', 'kr'],
    ['ckb', 'kr'],
    ['ckb-IQ', 'kr'],
    ['ku-Arab', 'kr'],
    ['ku-IQ', 'kr'],
    ['bh', 'bh'],
    ['kmr', 'bh'],
    ['kmr-Arab-IQ', 'bh'],
    ['bdn', 'bh'],
    ['arz', 'en'],
    ['ku', 'en'],
    ['fr, ar', 'ar'],
    ['fr;q=1, bh;q=0.8', 'bh'],
    ['en;q=0.1, ar;q=0.9', 'ar'],
    ['ar;q=0.5, kr;q=0.5', 'ar'],
    ['kr;q=0.5, ar;q=0.5', 'kr'],
    ['ar;q=0, bh', 'bh'],
    ['ar;q=abc, bh;q=0.1', 'bh'],
    ['ar; q=0.2, ckb ;q=0.3', 'kr'],
    ['ar;level=1;q=0.9, kr;q=0.8', 'ar'],
    [',,ar', 'ar'],
    ['*', 'en'],
  ])('Accept-Language %j is %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('calculator (spec.md §9)', () => {
  it('has the spec ranges and five years', () => {
    expect(calculatorRanges).toEqual({
      amount: { min: 100_000, max: 100_000_000, step: 100_000, default: 100_000 },
      growth: { min: 1, max: 100, step: 1, default: 30 },
      rentalRate: { min: 1, max: 15, step: 0.5, default: 10 },
    });
    expect(CALCULATOR_YEARS).toEqual([1, 2, 3, 4, 5]);
  });
  it('rounds half up to whole dinars', () => {
    // 100,100 × 1.5% = 1,501.5 a year; × 7% ÷ 5 = 1,401.4 a year.
    const rows = calculateReturns({ amount: 100_100, growthPercent: 7, rentalRatePercent: 1.5 });
    expect(rows.map((r) => r.rentalIncome)).toEqual([1_502, 3_003, 4_505, 6_006, 7_508]);
    expect(rows.map((r) => r.appreciation)).toEqual([1_401, 2_803, 4_204, 5_606, 7_007]);
    expect(rows.map((r) => r.total)).toEqual([2_903, 5_806, 8_709, 11_612, 14_515]);
  });
  it('snaps onto the step grid inside the range', () => {
    expect(clampToRange(150_000, calculatorRanges.amount)).toBe(200_000);
    expect(clampToRange(149_999, calculatorRanges.amount)).toBe(100_000);
    expect(clampToRange(100_000_000, calculatorRanges.amount)).toBe(100_000_000);
    expect(clampToRange(100_050_000, calculatorRanges.amount)).toBe(100_000_000);
    expect(clampToRange(-5, calculatorRanges.growth)).toBe(1);
    expect(clampToRange(42.4, calculatorRanges.growth)).toBe(42);
    expect(clampToRange(14.76, calculatorRanges.rentalRate)).toBe(15);
    expect(clampToRange(1.2, calculatorRanges.rentalRate)).toBe(1);
    expect(clampToRange(1.3, calculatorRanges.rentalRate)).toBe(1.5);
    expect(clampToRange(Number.POSITIVE_INFINITY, calculatorRanges.growth)).toBe(30);
    expect(clampToRange(Number.NEGATIVE_INFINITY, calculatorRanges.rentalRate)).toBe(10);
    expect(clampToRange(0.1 + 0.2, { min: 0, max: 1, step: 0.1, default: 0 })).toBe(0.3);
    expect(clampToRange(0.00004, { min: 0, max: 1, step: 0.00001, default: 0 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { localeDirection, localeLang, localeNames, locales, isLocale, toLocale } from '../src/locale';
import { localeFromAcceptLanguage } from '../src/messages';
import { loginBody, verifyEmailBody } from '../src/schemas/auth';
import { changeEmailBody, currentPassword, removeNumberBody, sendVerifyNumberBody, updateProfileBody, verifyEmailChangeBody, verifyNumberBody } from '../src/schemas/user';
import { fieldErrors, issues, parsed } from './issues';

describe('the password that confirms a security change (decisions.md §13)', () => {
  it('is any non-empty text up to 128 characters', () => {
    expect(parsed(currentPassword, 'x')).toBe('x');
    expect(parsed(currentPassword, 'p'.repeat(128))).toHaveLength(128);
    expect(issues(currentPassword.safeParse('p'.repeat(129)))).toEqual([':TOO_LONG']);
    expect(fieldErrors(currentPassword.safeParse(''))).toEqual([':PASSWORD_CONFIRM_REQUIRED']);
    expect(issues(currentPassword.safeParse(undefined))).toEqual([':PASSWORD_CONFIRM_REQUIRED']);
    expect(issues(currentPassword.safeParse(null))).toEqual([':PASSWORD_CONFIRM_REQUIRED']);
    expect(issues(currentPassword.safeParse(1234))).toEqual([':INVALID_TYPE']);
  });
  it('goes with a new e-mail, a phone removal, a phone replacement and a two-step change', () => {
    expect(parsed(changeEmailBody, { email: 'New@B.co', password: 'pw' })).toEqual({ email: 'new@b.co', password: 'pw' });
    expect(issues(changeEmailBody.safeParse({ email: 'new@b.co' }))).toEqual(['password:PASSWORD_CONFIRM_REQUIRED']);
    expect(issues(changeEmailBody.safeParse({ email: 'new@b.co', password: 'pw', name: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    expect(parsed(removeNumberBody, { password: 'pw' })).toEqual({ password: 'pw' });
    expect(issues(removeNumberBody.safeParse({}))).toEqual(['password:PASSWORD_CONFIRM_REQUIRED']);
    expect(issues(removeNumberBody.safeParse({ password: 'pw', mobileNumber: '1' }))).toEqual([':UNKNOWN_FIELD']);
    expect(parsed(sendVerifyNumberBody, { countryCode: '+964', mobileNumber: '7501234567', password: 'pw' }).password).toBe('pw');
    expect(issues(sendVerifyNumberBody.safeParse({ countryCode: '+964', mobileNumber: '7501234567', password: '' }))[0]).toBe('password:PASSWORD_CONFIRM_REQUIRED');
    expect(parsed(updateProfileBody, { twoFactor: 'email', password: 'pw' })).toEqual({ twoFactor: 'email', password: 'pw' });
  });
  it('the code of an e-mail change is six digits', () => {
    expect(parsed(verifyEmailChangeBody, { verifyCode: '۱۲۳۴۵۶' })).toEqual({ verifyCode: '123456' });
    expect(issues(verifyEmailChangeBody.safeParse({ verifyCode: '1234567' }))).toEqual(['verifyCode:OTP_SIX_DIGITS']);
    expect(issues(verifyEmailChangeBody.safeParse({ verifyCode: '123456', email: 'a@b.co' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('the language e-mails go out in is one of the four', () => {
    for (const language of locales) expect(parsed(updateProfileBody, { language }).language).toBe(language);
    expect(issues(updateProfileBody.safeParse({ language: 'fr' }))).toEqual(['language:INVALID_TYPE']);
  });
});

describe('every request body refuses fields it does not know', () => {
  it.each([
    ['verify e-mail', verifyEmailBody, { email: 'a@b.co', verifyCode: '123456', x: 1 }],
    ['login', loginBody, { email: 'a@b.co', password: 'x', remember: true }],
    ['verify number', verifyNumberBody, { countryCode: '+964', mobileNumber: '7501234567', verifyCode: '123456', x: 1 }],
  ] as const)('%s', (_name, schema, body) => {
    expect(issues(schema.safeParse(body))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('locales (spec.md §9, decisions.md §12)', () => {
  it('are the four stored codes, with their direction, lang tag and native name', () => {
    expect(locales).toEqual(['en', 'ar', 'kr', 'bh']);
    expect(localeDirection).toEqual({ en: 'ltr', ar: 'rtl', kr: 'rtl', bh: 'rtl' });
    expect(localeLang).toEqual({ en: 'en', ar: 'ar-IQ', kr: 'ckb-IQ', bh: 'kmr-Arab-IQ' });
    expect(localeNames).toEqual({ en: 'English', ar: 'العربية', kr: 'کوردیی سۆرانی', bh: 'کوردیا بادینی' });
  });
  it('recognise a stored code only', () => {
    for (const locale of locales) expect(isLocale(locale)).toBe(true);
    for (const other of ['EN', 'ar-IQ', 'ckb', '', undefined, null, 1]) expect(isLocale(other)).toBe(false);
  });
  it.each([
    ['en', 'en'],
    [' AR ', 'ar'],
    ['ar-IQ', 'ar'],
    ['kr', 'kr'],
    ['ckb', 'kr'],
    ['CKB-IQ', 'kr'],
    ['ku-Arab', 'kr'],
    ['ku-IQ', 'kr'],
    ['ku-iq-x', 'kr'],
    ['ku', 'en'],
    ['x-ckb', 'en'],
    ['x-ku-iq', 'en'],
    ['bh', 'bh'],
    ['kmr', 'bh'],
    ['kmr-Arab-IQ', 'bh'],
    ['x-kmr', 'en'],
    ['bdn', 'bh'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('toLocale(%j) is %s', (value, locale) => {
    expect(toLocale(value)).toBe(locale);
  });
});

describe('Accept-Language, edge cases', () => {
  it.each([
    // A language refused with q=0, or with an unreadable q, is not taken.
    ['ar;q=0, fr', 'en'],
    ['ar;q=abc, fr', 'en'],
    ['ar;q=-1', 'en'],
    // Equal weights keep the header's order, whatever it holds.
    ['fr;q=0.5, bh;q=0.5, ar;q=0.5, kr;q=0.5', 'bh'],
    ['de, kr, ar, en', 'kr'],
    // English counts as a language of its own, before a later one.
    ['en-GB, ar', 'en'],
    ['en, ar', 'en'],
    ['x-en, ar', 'ar'],
    ['ku-IQ-x', 'kr'],
    ['x-ku-iq, ar', 'ar'],
    ['x-ckb, ar', 'ar'],
    ['x-kmr, ar', 'ar'],
    ['x-ar, bh', 'bh'],
    ['  ar  ;  q=0.9  , bh;q=0.8', 'ar'],
  ])('%j is %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

import { describe, expect, it } from 'vitest';
import { groupProperties, groupsOf } from './grouping';
import { localeFromAcceptLanguage, messageCatalogs, messageText } from './messages';
import { changePasswordBody, loginBody, resetPasswordBody, signupBody } from './schemas/auth';
import { ageOn, contactBody, sendVerifyNumberBody, updateProfileBody } from './schemas/user';
import { normalizeSearchText } from './search';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('signup schema (spec.md §5)', () => {
  const ok = { email: 'Sara@Example.com', password: 'Secret123', name: 'sara_k' };
  it('accepts a valid signup and lower-cases the email', () => {
    const r = signupBody.safeParse(ok);
    expect(r.success && r.data.email).toBe('sara@example.com');
  });
  it.each([
    [{ ...ok, password: 'Sh0rt' }, 'password:PASSWORD_TOO_SHORT'],
    [{ ...ok, password: 'alllowercase1' }, 'password:PASSWORD_CONSTRAINTS'],
    [{ ...ok, password: 'NoDigitsHere' }, 'password:PASSWORD_CONSTRAINTS'],
    [{ ...ok, email: 'not-an-email' }, 'email:EMAIL_INVALID'],
    [{ ...ok, name: 'ab' }, 'name:NAME_TOO_SHORT'],
    [{ ...ok, confirmPassword: 'Other123' }, 'confirmPassword:PASSWORD_MISMATCH'],
    [{ ...ok, confirmPassword: '' }, 'confirmPassword:REQUIRED'],
    [{ ...ok, password: '', confirmPassword: '' }, 'confirmPassword:REQUIRED'],
    [{ ...ok, email: undefined }, 'email:REQUIRED'],
    [{ ...ok, email: 42 }, 'email:INVALID_TYPE'],
    [{ ...ok, role: 'admin' }, ':UNKNOWN_FIELD'],
  ])('rejects %j with %s', (body, expected) => {
    expect(issues(signupBody.safeParse(body))).toContain(expected);
  });
});

describe('other schemas', () => {
  it('login accepts an Arabic-Indic OTP as digits', () => {
    const r = loginBody.safeParse({ email: 'a@b.co', password: 'x', otp: '١٢٣٤٥٦' });
    expect(r.success && r.data.otp).toBe('123456');
    expect(issues(loginBody.safeParse({ email: 'a@b.co', password: 'x', otp: '12345' }))).toContain('otp:OTP_SIX_DIGITS');
  });
  it('an empty confirmation is required, not a mismatch, in every password form', () => {
    expect(issues(resetPasswordBody.safeParse({ email: 'a@b.co', verifyCode: '123456', password: 'Secret123', confirmPassword: '' }))).toEqual([
      'confirmPassword:REQUIRED',
    ]);
    expect(issues(changePasswordBody.safeParse({ oldPassword: 'x', newPassword: 'Secret123', confirmPassword: '' }))).toEqual(['confirmPassword:REQUIRED']);
  });
  it('password change needs matching confirmation and a non-empty old password', () => {
    expect(issues(changePasswordBody.safeParse({ oldPassword: '', newPassword: 'Secret123', confirmPassword: 'Secret123' }))).toContain(
      'oldPassword:REQUIRED',
    );
    expect(issues(changePasswordBody.safeParse({ oldPassword: 'a', newPassword: 'Secret123', confirmPassword: 'Secret124' }))).toContain(
      'confirmPassword:PASSWORD_MISMATCH',
    );
  });
  it('full name is letters only, any script', () => {
    expect(updateProfileBody.safeParse({ fullName: 'سارا کەریم' }).success).toBe(true);
    expect(issues(updateProfileBody.safeParse({ fullName: 'Sara 2' }))).toContain('fullName:ONLY_CHARACTERS');
  });
  it('date of birth must be a real date and 18+', () => {
    expect(issues(updateProfileBody.safeParse({ dateOfBirth: '2001-02-30' }))).toContain('dateOfBirth:DATE_INVALID');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    expect(issues(updateProfileBody.safeParse({ dateOfBirth: young.toISOString().slice(0, 10) }))).toContain('dateOfBirth:UNDER_AGE');
    expect(ageOn('2000-06-15', new Date('2018-06-14T12:00:00Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T12:00:00Z'))).toBe(18);
  });
  it('mobile numbers normalize digits and drop a leading zero', () => {
    const r = sendVerifyNumberBody.safeParse({ countryCode: '964', mobileNumber: '٠٧٥٠ ١٢٣ ٤٥٦٧' });
    expect(r.success && r.data).toEqual({ countryCode: '+964', mobileNumber: '7501234567' });
    expect(issues(sendVerifyNumberBody.safeParse({ countryCode: '+964', mobileNumber: 'abc' }))).toContain('mobileNumber:MOBILE_INVALID');
  });
  it('contact needs all three fields', () => {
    expect(issues(contactBody.safeParse({ name: ' ', email: 'x', message: '' }))).toEqual(
      expect.arrayContaining(['name:REQUIRED', 'email:EMAIL_INVALID', 'message:REQUIRED']),
    );
  });
});

describe('messages', () => {
  it('keeps the spec texts exactly in English', () => {
    expect(messageText('en', 'PHONE_ATTEMPTS_EXHAUSTED')).toBe('Unfortunately you have used all your attempts for today');
    expect(messageText('en', 'SESSION_EXPIRED')).toBe('Session expired! please login again');
    expect(messageText('en', 'RATE_LIMITED', { seconds: 30 })).toContain('30');
  });
  it.each(['ar', 'kr', 'bh'] as const)('%s has every code translated (not English left in place)', (locale) => {
    const en = messageCatalogs.en;
    const other = messageCatalogs[locale];
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    const untranslated = Object.keys(en).filter((k) => other[k as keyof typeof en] === en[k as keyof typeof en]);
    expect(untranslated).toEqual([]);
  });
  it('reads Accept-Language with stored codes, BCP 47 tags and q-values', () => {
    expect(localeFromAcceptLanguage('ar')).toBe('ar');
    expect(localeFromAcceptLanguage('ckb-IQ,en;q=0.5')).toBe('kr');
    expect(localeFromAcceptLanguage('fr;q=1, bh;q=0.8')).toBe('bh');
    expect(localeFromAcceptLanguage('en;q=0.1, ar;q=0.9')).toBe('ar');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('search normalization', () => {
  it('matches Arabic letter variants and digits', () => {
    expect(normalizeSearchText('أربيل')).toBe(normalizeSearchText('اربيل'));
    expect(normalizeSearchText('مدينة')).toBe(normalizeSearchText('مدينه'));
    expect(normalizeSearchText('مبنى')).toBe(normalizeSearchText('مبني'));
    expect(normalizeSearchText('کەرکووک')).toBe(normalizeSearchText('كەرکووک'));
    expect(normalizeSearchText('شقة ١٢')).toBe('شقه 12');
    expect(normalizeSearchText('  BaGHdad  ')).toBe('baghdad');
  });
});

describe('property grouping (spec.md §4)', () => {
  const base = { isLocked: false, isHot: false, isRecentlyAdded: false, isResidential: false, isTrending: false, isFunded: false };
  it('locked goes to locked only, never all', () => {
    expect(groupsOf({ ...base, isLocked: true, isHot: true, isFunded: true })).toEqual(['locked']);
  });
  it('takes the first of hot, recently added, residential, trending', () => {
    expect(groupsOf({ ...base, isRecentlyAdded: true, isResidential: true })).toEqual(['recentlyAdded', 'nonFunded', 'all']);
    expect(groupsOf({ ...base, isHot: true, isTrending: true, isFunded: true })).toEqual(['hot', 'funded', 'all']);
    expect(groupsOf({ ...base, isTrending: true })).toEqual(['trending', 'nonFunded', 'all']);
  });
  it('groups a list', () => {
    const g = groupProperties([{ ...base, isLocked: true }, { ...base, isHot: true }, base]);
    expect(g.locked).toHaveLength(1);
    expect(g.all).toHaveLength(2);
    expect(g.hot).toHaveLength(1);
    expect(g.nonFunded).toHaveLength(2);
  });
});

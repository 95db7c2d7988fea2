import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_AGE_YEARS, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from '../src/constants';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  resendVerificationBody,
  resetPasswordBody,
  signupBody,
  verifyEmailBody,
} from '../src/schemas/auth';
import { countryCode, email, mobileNumber, newPassword, otp, text } from '../src/schemas/common';
import {
  ageOn,
  contactBody,
  notificationListQuery,
  pageViewBody,
  readNotificationBody,
  sendVerifyNumberBody,
  twoFactorMethods,
  updateProfileBody,
  verifyNumberBody,
} from '../src/schemas/user';
import { fieldErrors, issues, parsed } from './issues';

const UUID = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

describe('text fields', () => {
  it('trims, and refuses blank, missing, null and non-strings', () => {
    expect(parsed(text(5), '  abc  ')).toBe('abc');
    expect(issues(text(5).safeParse('   '))).toEqual([':REQUIRED']);
    expect(issues(text(5).safeParse(''))).toEqual([':REQUIRED']);
    expect(issues(text(5).safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(text(5).safeParse(null))).toEqual([':REQUIRED']);
    expect(issues(text(5).safeParse(42))).toEqual([':INVALID_TYPE']);
  });
  it('takes exactly its maximum length after trimming', () => {
    expect(parsed(text(5), ' abcde ')).toBe('abcde');
    expect(issues(text(5).safeParse('abcdef'))).toEqual([':TOO_LONG']);
  });
  it('e-mail: valid, trimmed and lower-cased; otherwise "Please enter valid email"', () => {
    expect(parsed(email, '  Sara@Example.COM ')).toBe('sara@example.com');
    expect(issues(email.safeParse('sara@'))).toEqual([':EMAIL_INVALID']);
    expect(issues(email.safeParse('sara example.com'))).toEqual([':EMAIL_INVALID']);
    expect(issues(email.safeParse(''))).toEqual([':REQUIRED']);
    expect(issues(email.safeParse(`${'a'.repeat(248)}@ex.com`))).toEqual([':TOO_LONG']);
  });
});

describe('passwords (spec.md §5: 8+ characters with upper, lower and a number)', () => {
  it('takes exactly 8 characters with one of each', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(parsed(newPassword, 'Abcdefg1')).toBe('Abcdefg1');
    expect(parsed(newPassword, `Aa1${'x'.repeat(125)}`)).toHaveLength(128);
  });
  it.each([
    ['Abcdef1', 'PASSWORD_TOO_SHORT'],
    ['abc', 'PASSWORD_TOO_SHORT'],
    ['PASSWORD123', 'PASSWORD_CONSTRAINTS'],
    ['password123', 'PASSWORD_CONSTRAINTS'],
    ['Passwordxyz', 'PASSWORD_CONSTRAINTS'],
    ['12345678', 'PASSWORD_CONSTRAINTS'],
    ['', 'REQUIRED'],
    [`Aa1${'x'.repeat(126)}`, 'TOO_LONG'],
  ])('refuses %j with %s', (password, expected) => {
    expect(fieldErrors(newPassword.safeParse(password))).toEqual([`:${expected}`]);
  });
  it('refuses a missing or non-string password', () => {
    expect(issues(newPassword.safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(newPassword.safeParse(12345678))).toEqual([':INVALID_TYPE']);
  });
});

describe('six-digit codes (spec.md §5 "The OTP should be 6 numbers")', () => {
  it('takes six ASCII digits, trimmed', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(parsed(otp, '012345')).toBe('012345');
    expect(parsed(otp, ' 987654 ')).toBe('987654');
  });
  it('turns every Arabic-Indic and Persian digit into its ASCII digit', () => {
    expect(parsed(otp, ARABIC_INDIC.slice(0, 6))).toBe('012345');
    expect(parsed(otp, ARABIC_INDIC.slice(4))).toBe('456789');
    expect(parsed(otp, PERSIAN.slice(0, 6))).toBe('012345');
    expect(parsed(otp, PERSIAN.slice(4))).toBe('456789');
    expect(parsed(otp, '۱٢3۴٥6')).toBe('123456');
  });
  it.each(['1234567', '12345', '', '12 456', '12a456', 'a123456', '123456a', '１２３４５６', '123456\n7'])('refuses %j', (code) => {
    expect(issues(otp.safeParse(code))).toEqual([':OTP_SIX_DIGITS']);
  });
  it('refuses seven Persian or Arabic-Indic digits', () => {
    expect(issues(otp.safeParse(PERSIAN.slice(0, 7)))).toEqual([':OTP_SIX_DIGITS']);
    expect(issues(otp.safeParse(ARABIC_INDIC.slice(0, 7)))).toEqual([':OTP_SIX_DIGITS']);
  });
  it('refuses a missing code and a number', () => {
    expect(issues(otp.safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(otp.safeParse(123456))).toEqual([':INVALID_TYPE']);
  });
});

describe('phone numbers', () => {
  it('country code: +1 to +9999, with or without the plus, in any digits', () => {
    expect(parsed(countryCode, '+964')).toBe('+964');
    expect(parsed(countryCode, '964')).toBe('+964');
    expect(parsed(countryCode, ' ۹٦٤ ')).toBe('+964');
    expect(parsed(countryCode, '+1')).toBe('+1');
    expect(parsed(countryCode, '1234')).toBe('+1234');
    for (const bad of ['+0964', '12345', '+', '', '++964', '964+', 'iq']) expect(issues(countryCode.safeParse(bad))).toEqual([':COUNTRY_CODE_INVALID']);
    expect(issues(countryCode.safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(countryCode.safeParse(964))).toEqual([':INVALID_TYPE']);
  });
  it('mobile number: 7 to 12 digits after dropping spaces, dashes and one leading 0', () => {
    expect(parsed(mobileNumber, '07501234567')).toBe('7501234567');
    expect(parsed(mobileNumber, '750 123-4567')).toBe('7501234567');
    expect(parsed(mobileNumber, '٠٧٥٠ ١٢٣ ٤٥٦٧')).toBe('7501234567');
    expect(parsed(mobileNumber, '۰۷۵۰۱۲۳۴۵۶۷')).toBe('7501234567');
    expect(parsed(mobileNumber, '1234567')).toBe('1234567');
    expect(parsed(mobileNumber, '123456789012')).toBe('123456789012');
    expect(parsed(mobileNumber, '0123456789012')).toBe('123456789012');
    expect(parsed(mobileNumber, '7501234560')).toBe('7501234560');
    for (const bad of ['123456', '1234567890123', '00123456789012', 'a1234567', '1234567a', '+9647501234567', '750.123.4567', ''])
      expect(issues(mobileNumber.safeParse(bad))).toEqual([':MOBILE_INVALID']);
    expect(issues(mobileNumber.safeParse(undefined))).toEqual([':REQUIRED']);
    expect(issues(mobileNumber.safeParse(7501234567))).toEqual([':INVALID_TYPE']);
  });
  it('send and verify: the phone, then the phone with its code', () => {
    expect(parsed(sendVerifyNumberBody, { countryCode: '964', mobileNumber: '۰۷۵۰۱۲۳۴۵۶۷' })).toEqual({ countryCode: '+964', mobileNumber: '7501234567' });
    expect(parsed(verifyNumberBody, { countryCode: '+964', mobileNumber: '7501234567', verifyCode: '۱۲۳۴۵۶' })).toEqual({
      countryCode: '+964',
      mobileNumber: '7501234567',
      verifyCode: '123456',
    });
    expect(issues(verifyNumberBody.safeParse({ countryCode: '+964', mobileNumber: '7501234567', verifyCode: '1234567' }))).toEqual(['verifyCode:OTP_SIX_DIGITS']);
    expect(issues(sendVerifyNumberBody.safeParse({ countryCode: '+964', mobileNumber: '7501234567', verifyCode: '123456' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('sign-up (spec.md §5)', () => {
  const ok = { email: 'Sara@Example.com', password: 'Secret123', name: 'sara_k' };
  it('takes a valid sign-up, with or without a matching confirmation', () => {
    expect(parsed(signupBody, ok)).toEqual({ ...ok, email: 'sara@example.com' });
    expect(parsed(signupBody, { ...ok, confirmPassword: 'Secret123' }).confirmPassword).toBe('Secret123');
  });
  it('user name: 3 to 40 letters or digits of any script, with . _ -', () => {
    expect(MIN_NAME_LENGTH).toBe(3);
    for (const name of ['abc', 'سارا', 'sara.k-1_', 'کەریم٢', 'a'.repeat(40)]) expect(parsed(signupBody, { ...ok, name }).name).toBe(name);
    expect(parsed(signupBody, { ...ok, name: '  sara  ' }).name).toBe('sara');
  });
  it.each([
    ['sara k!', 'USERNAME_INVALID'],
    ['sara k', 'USERNAME_INVALID'],
    ['!sara', 'USERNAME_INVALID'],
    ['sara!', 'USERNAME_INVALID'],
    ['sara@k', 'USERNAME_INVALID'],
    ['ab', 'NAME_TOO_SHORT'],
    ['a'.repeat(41), 'TOO_LONG'],
    ['   ', 'REQUIRED'],
  ])('refuses the user name %j with %s', (name, expected) => {
    expect(issues(signupBody.safeParse({ ...ok, name }))).toEqual([`name:${expected}`]);
  });
  it.each([
    [{ ...ok, password: 'PASSWORD123' }, ['password:PASSWORD_CONSTRAINTS']],
    [{ ...ok, password: 'Secret1' }, ['password:PASSWORD_TOO_SHORT']],
    [{ ...ok, confirmPassword: 'Secret124' }, ['confirmPassword:PASSWORD_MISMATCH']],
    [{ ...ok, email: 'not-an-email' }, ['email:EMAIL_INVALID']],
    [{ ...ok, email: undefined }, ['email:REQUIRED']],
    [{ ...ok, role: 'admin' }, [':UNKNOWN_FIELD']],
    [{}, ['email:REQUIRED', 'password:REQUIRED', 'name:REQUIRED']],
  ])('refuses %j with %j', (body, expected) => {
    expect(issues(signupBody.safeParse(body))).toEqual(expected);
  });
});

describe('sign-in, verification and password flows', () => {
  it('verify e-mail: the address and a six-digit code', () => {
    expect(parsed(verifyEmailBody, { email: 'A@B.co', verifyCode: '٠١٢٣٤٥' })).toEqual({ email: 'a@b.co', verifyCode: '012345' });
    expect(issues(verifyEmailBody.safeParse({ email: 'a@b.co', verifyCode: '0123456' }))).toEqual(['verifyCode:OTP_SIX_DIGITS']);
  });
  it('login: any non-empty password up to 128 characters, and an optional second-factor code', () => {
    expect(parsed(loginBody, { email: 'a@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(parsed(loginBody, { email: 'a@b.co', password: 'p'.repeat(128), otp: '۱۲۳۴۵۶' }).otp).toBe('123456');
    expect(issues(loginBody.safeParse({ email: 'a@b.co', password: '' }))).toEqual(['password:REQUIRED']);
    expect(issues(loginBody.safeParse({ email: 'a@b.co' }))).toEqual(['password:REQUIRED']);
    expect(issues(loginBody.safeParse({ email: 'a@b.co', password: 5 }))).toEqual(['password:INVALID_TYPE']);
    expect(issues(loginBody.safeParse({ email: 'a@b.co', password: 'p'.repeat(129) }))).toEqual(['password:TOO_LONG']);
    expect(issues(loginBody.safeParse({ email: 'a@b.co', password: 'x', otp: '1234567' }))).toEqual(['otp:OTP_SIX_DIGITS']);
  });
  it('resend and forgot: an e-mail and nothing else', () => {
    for (const schema of [resendVerificationBody, forgotPasswordBody]) {
      expect(parsed(schema, { email: 'A@b.co' })).toEqual({ email: 'a@b.co' });
      expect(issues(schema.safeParse({ email: 'a@b.co', password: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    }
  });
  it('reset: code, new password and an optional matching confirmation', () => {
    const body = { email: 'a@b.co', verifyCode: '123456', password: 'Secret123' };
    expect(parsed(resetPasswordBody, body)).toEqual(body);
    expect(parsed(resetPasswordBody, { ...body, confirmPassword: 'Secret123' }).confirmPassword).toBe('Secret123');
    expect(issues(resetPasswordBody.safeParse({ ...body, confirmPassword: 'Secret12' }))).toEqual(['confirmPassword:PASSWORD_MISMATCH']);
    expect(issues(resetPasswordBody.safeParse({ ...body, password: 'PASSWORD123' }))).toEqual(['password:PASSWORD_CONSTRAINTS']);
    expect(issues(resetPasswordBody.safeParse({ ...body, extra: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('change: old password not empty, new one valid, confirmation required and equal (spec.md §5 Security)', () => {
    const body = { oldPassword: 'old', newPassword: 'Secret123', confirmPassword: 'Secret123' };
    expect(parsed(changePasswordBody, body)).toEqual(body);
    expect(issues(changePasswordBody.safeParse({ ...body, oldPassword: '' }))).toEqual(['oldPassword:REQUIRED']);
    expect(issues(changePasswordBody.safeParse({ ...body, oldPassword: undefined }))).toEqual(['oldPassword:REQUIRED']);
    expect(issues(changePasswordBody.safeParse({ ...body, oldPassword: 1 }))).toEqual(['oldPassword:INVALID_TYPE']);
    expect(issues(changePasswordBody.safeParse({ ...body, oldPassword: 'o'.repeat(129) }))).toEqual(['oldPassword:TOO_LONG']);
    expect(parsed(changePasswordBody, { ...body, oldPassword: 'o'.repeat(128) }).oldPassword).toHaveLength(128);
    expect(issues(changePasswordBody.safeParse({ ...body, confirmPassword: 'Secret124' }))).toEqual(['confirmPassword:PASSWORD_MISMATCH']);
    expect(issues(changePasswordBody.safeParse({ ...body, confirmPassword: undefined }))).toEqual(['confirmPassword:REQUIRED']);
    expect(issues(changePasswordBody.safeParse({ ...body, confirmPassword: 1 }))).toEqual(['confirmPassword:INVALID_TYPE']);
    expect(issues(changePasswordBody.safeParse({ ...body, newPassword: 'PASSWORD123', confirmPassword: 'PASSWORD123' }))).toEqual([
      'newPassword:PASSWORD_CONSTRAINTS',
    ]);
    expect(issues(changePasswordBody.safeParse({ ...body, extra: true }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('age (18 or over, decisions.md §8)', () => {
  it.each([
    // Birthday later in the year: one year less than the years between.
    ['2008-12-01', '2026-06-15', 17],
    ['2008-07-01', '2026-06-30', 17],
    // Same month: the day decides.
    ['2008-06-16', '2026-06-15', 17],
    ['2008-06-15', '2026-06-15', 18],
    ['2008-06-14', '2026-06-15', 18],
    // Birthday earlier in the year.
    ['2008-05-31', '2026-06-15', 18],
    ['2008-01-20', '2026-06-15', 18],
    ['2008-12-31', '2026-12-31', 18],
    ['2009-01-01', '2026-12-31', 17],
  ])('born %s is, on %s, %i', (born, on, age) => {
    expect(ageOn(born, new Date(`${on}T12:00:00Z`))).toBe(age);
  });

  describe('profile date of birth', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a 17-year-old whose birthday is later in the year, or later this month', () => {
      expect(MIN_AGE_YEARS).toBe(18);
      expect(issues(updateProfileBody.safeParse({ dateOfBirth: '2008-12-01' }))).toEqual(['dateOfBirth:UNDER_AGE']);
      expect(issues(updateProfileBody.safeParse({ dateOfBirth: '2008-06-16' }))).toEqual(['dateOfBirth:UNDER_AGE']);
      expect(issues(updateProfileBody.safeParse({ dateOfBirth: '2026-01-01' }))).toEqual(['dateOfBirth:UNDER_AGE']);
    });
    it('takes someone 18 today, or older', () => {
      expect(parsed(updateProfileBody, { dateOfBirth: '2008-06-15' })).toEqual({ dateOfBirth: '2008-06-15' });
      expect(parsed(updateProfileBody, { dateOfBirth: '1900-01-01' })).toEqual({ dateOfBirth: '1900-01-01' });
    });
    it.each(['2001-02-30', '2001-13-01', '1899-12-31', '2001-2-3', '01-02-2001', '2001/02/03', 'x001-02-03', '2001-02-0x', 'born 2001'])(
      'refuses the date %j',
      (dateOfBirth) => {
        expect(fieldErrors(updateProfileBody.safeParse({ dateOfBirth }))).toEqual(['dateOfBirth:DATE_INVALID']);
      },
    );
    it('refuses a blank, long or non-string date', () => {
      expect(fieldErrors(updateProfileBody.safeParse({ dateOfBirth: '2001-02-03x' }))).toEqual(['dateOfBirth:TOO_LONG']);
      expect(issues(updateProfileBody.safeParse({ dateOfBirth: '' }))).toEqual(['dateOfBirth:REQUIRED']);
      expect(issues(updateProfileBody.safeParse({ dateOfBirth: 20010203 }))).toEqual(['dateOfBirth:INVALID_TYPE']);
    });
  });
});

describe('profile', () => {
  it('full name: letters of any script, spaces, apostrophes and hyphens ("Only characters are allowed")', () => {
    for (const fullName of ['Sara', 'سارا کەریم', "O'Brien-Smith", 'José', 'Zoë Ali']) expect(parsed(updateProfileBody, { fullName }).fullName).toBe(fullName);
    for (const fullName of ['Sara 2', 'Sara!', "'Sara", '-Sara', ' -Sara', 'سارا٢'])
      expect(issues(updateProfileBody.safeParse({ fullName }))).toEqual(['fullName:ONLY_CHARACTERS']);
    expect(issues(updateProfileBody.safeParse({ fullName: 'a'.repeat(101) }))).toEqual(['fullName:TOO_LONG']);
  });
  it('city up to 80 and address up to 200 characters', () => {
    expect(parsed(updateProfileBody, { city: 'c'.repeat(80), addressLine1: 'a'.repeat(200) })).toEqual({ city: 'c'.repeat(80), addressLine1: 'a'.repeat(200) });
    expect(issues(updateProfileBody.safeParse({ city: 'c'.repeat(81), addressLine1: 'a'.repeat(201) }))).toEqual(['city:TOO_LONG', 'addressLine1:TOO_LONG']);
  });
  it('two-step method and notification preferences', () => {
    expect(twoFactorMethods).toEqual(['none', 'email', 'mobile']);
    for (const twoFactor of twoFactorMethods) expect(parsed(updateProfileBody, { twoFactor }).twoFactor).toBe(twoFactor);
    expect(issues(updateProfileBody.safeParse({ twoFactor: 'sms' }))).toEqual(['twoFactor:INVALID_TYPE']);
    const prefs = { accountUpdates: true, offers: false, buyAndSell: true, email: false, sms: true };
    expect(parsed(updateProfileBody, { notificationPreferences: prefs })).toEqual({ notificationPreferences: prefs });
    expect(issues(updateProfileBody.safeParse({ notificationPreferences: { offers: 'yes', sms: 1 } }))).toEqual([
      'notificationPreferences.offers:INVALID_TYPE',
      'notificationPreferences.sms:INVALID_TYPE',
    ]);
    for (const key of Object.keys(prefs))
      expect(issues(updateProfileBody.safeParse({ notificationPreferences: { [key]: 'no' } }))).toEqual([`notificationPreferences.${key}:INVALID_TYPE`]);
    expect(issues(updateProfileBody.safeParse({ notificationPreferences: { push: true } }))).toEqual(['notificationPreferences:UNKNOWN_FIELD']);
    expect(issues(updateProfileBody.safeParse({ email: 'a@b.co' }))).toEqual([':UNKNOWN_FIELD']);
    expect(parsed(updateProfileBody, {})).toEqual({});
  });
});

describe('contact form (spec.md §5: all three required, a real e-mail)', () => {
  it('takes name, e-mail and message', () => {
    expect(parsed(contactBody, { name: ' Sara ', email: 'Sara@b.co', message: 'Hello' })).toEqual({ name: 'Sara', email: 'Sara@b.co', message: 'Hello' });
  });
  it('says "this field is required" for each blank field, and checks the e-mail', () => {
    expect(issues(contactBody.safeParse({ name: ' ', email: 'x', message: '' }))).toEqual(['name:REQUIRED', 'email:EMAIL_INVALID', 'message:REQUIRED']);
    expect(issues(contactBody.safeParse({}))).toEqual(['name:REQUIRED', 'email:REQUIRED', 'message:REQUIRED']);
  });
  it('bounds each field', () => {
    expect(parsed(contactBody, { name: 'n'.repeat(100), email: 'a@b.co', message: 'm'.repeat(5000) }).message).toHaveLength(5000);
    expect(issues(contactBody.safeParse({ name: 'n'.repeat(101), email: 'a@b.co', message: 'm'.repeat(5001) }))).toEqual(['name:TOO_LONG', 'message:TOO_LONG']);
    expect(issues(contactBody.safeParse({ name: 'n', email: 'a@b.co', message: 'm', phone: '1' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('notifications', () => {
  it('list: type, unread and paging with defaults 20 and 0', () => {
    expect(parsed(notificationListQuery, {})).toEqual({ limit: 20, skip: 0 });
    expect(parsed(notificationListQuery, { type: 'offers', unread: 'true', limit: '100', skip: '1000000' })).toEqual({
      type: 'offers',
      unread: 'true',
      limit: 100,
      skip: 1_000_000,
    });
    expect(parsed(notificationListQuery, { limit: '1', skip: '0', unread: 'false' })).toEqual({ unread: 'false', limit: 1, skip: 0 });
    for (const type of ['account_update', 'offers', 'buy_sell']) expect(parsed(notificationListQuery, { type }).type).toBe(type);
    expect(issues(notificationListQuery.safeParse({ type: 'news', unread: 'yes' }))).toEqual(['type:INVALID_TYPE', 'unread:INVALID_TYPE']);
    expect(issues(notificationListQuery.safeParse({ limit: '0', skip: '-1' }))).toEqual(['limit:INVALID_TYPE', 'skip:INVALID_TYPE']);
    expect(issues(notificationListQuery.safeParse({ limit: '101', skip: '1000001' }))).toEqual(['limit:INVALID_TYPE', 'skip:INVALID_TYPE']);
    expect(issues(notificationListQuery.safeParse({ limit: '1.5', skip: 'x' }))).toEqual(['limit:INVALID_TYPE', 'skip:INVALID_TYPE']);
    expect(issues(notificationListQuery.safeParse({ skip: '0.5' }))).toEqual(['skip:INVALID_TYPE']);
    expect(issues(notificationListQuery.safeParse({ page: '1' }))).toEqual([':UNKNOWN_FIELD']);
  });
  it('read: 1 to 500 notification ids', () => {
    expect(parsed(readNotificationBody, { notificationIds: [UUID] })).toEqual({ notificationIds: [UUID] });
    expect(parsed(readNotificationBody, { notificationIds: Array(500).fill(UUID) }).notificationIds).toHaveLength(500);
    expect(issues(readNotificationBody.safeParse({ notificationIds: Array(501).fill(UUID) }))).toEqual(['notificationIds:TOO_LONG']);
    expect(issues(readNotificationBody.safeParse({ notificationIds: [] }))).toEqual(['notificationIds:REQUIRED']);
    expect(issues(readNotificationBody.safeParse({}))).toEqual(['notificationIds:REQUIRED']);
    expect(issues(readNotificationBody.safeParse({ notificationIds: UUID }))).toEqual(['notificationIds:INVALID_TYPE']);
    expect(issues(readNotificationBody.safeParse({ notificationIds: [UUID, 'x'] }))).toEqual(['notificationIds.1:INVALID_TYPE']);
    expect(issues(readNotificationBody.safeParse({ notificationIds: [UUID], all: true }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('page views', () => {
  it('keep the path only: no query string, no fragment', () => {
    expect(parsed(pageViewBody, { path: ' /property-detail?id=42#map ' })).toEqual({ path: '/property-detail' });
    expect(parsed(pageViewBody, { path: '/home#faq' })).toEqual({ path: '/home' });
    expect(parsed(pageViewBody, { path: '/' })).toEqual({ path: '/' });
    expect(parsed(pageViewBody, { path: `/${'p'.repeat(299)}` }).path).toHaveLength(300);
  });
  it('refuse what is no path', () => {
    expect(fieldErrors(pageViewBody.safeParse({ path: '?id=42' }))).toEqual(['path:REQUIRED']);
    expect(fieldErrors(pageViewBody.safeParse({ path: '' }))).toEqual(['path:REQUIRED']);
    expect(issues(pageViewBody.safeParse({}))).toEqual(['path:REQUIRED']);
    expect(issues(pageViewBody.safeParse({ path: null }))).toEqual(['path:REQUIRED']);
    expect(issues(pageViewBody.safeParse({ path: 5 }))).toEqual(['path:INVALID_TYPE']);
    expect(issues(pageViewBody.safeParse({ path: 'home' }))).toEqual(['path:VALIDATION_FAILED']);
    expect(issues(pageViewBody.safeParse({ path: '/a b' }))).toEqual(['path:VALIDATION_FAILED']);
    expect(issues(pageViewBody.safeParse({ path: '/a\u0007' }))).toEqual(['path:VALIDATION_FAILED']);
    expect(issues(pageViewBody.safeParse({ path: 'x/a' }))).toEqual(['path:VALIDATION_FAILED']);
    expect(issues(pageViewBody.safeParse({ path: `/${'p'.repeat(300)}` }))).toEqual(['path:TOO_LONG']);
    expect(issues(pageViewBody.safeParse({ path: `/?${'q'.repeat(1998)}` }))).toEqual([]);
    expect(issues(pageViewBody.safeParse({ path: `/?${'q'.repeat(1999)}` }))).toEqual(['path:TOO_LONG']);
    expect(issues(pageViewBody.safeParse({ path: '/', referrer: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

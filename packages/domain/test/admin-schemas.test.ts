// The operator console's requests (src/schemas/admin.ts) without a database:
// every field's message, limit and boundary, the defaults a new property gets,
// and the rules between fields (a token price of at least 1 IQD, an edit
// that changes something).
import { describe, expect, it } from 'vitest';
import {
  adminCashDepositListQuery,
  adminContactMessageListQuery,
  adminPropertyListQuery,
  adminUserListQuery,
  disableUserBody,
  localizedText,
  markWithdrawalPaidBody,
  MAX_PROPERTY_VALUE_IQD,
  propertyCreateBody,
  propertyDocumentFields,
  propertyFileParams,
  propertyFilesOrderBody,
  propertyUpdateBody,
  rejectCashDepositBody,
} from '../src/schemas/admin';

const UUID = '5f0c7a1e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`));

/** The least a new property needs. */
const minimal = {
  name: { en: 'Empire Tower' },
  city: { en: 'Erbil' },
  propertyType: 'residential',
  totalTokens: 1000,
  propertyValue: 5_000_000,
  valuation: 5_000_000,
  areaSqm: 120,
};
const create = (fields: Record<string, unknown>) => issues(propertyCreateBody.safeParse({ ...minimal, ...fields }));
const update = (fields: Record<string, unknown>) => issues(propertyUpdateBody.safeParse(fields));

describe('propertyCreateBody', () => {
  it('a new property is locked, unflagged, without rent, rooms, place or tour, at a 10% rent fee', () => {
    expect(propertyCreateBody.parse(minimal)).toEqual({
      ...minimal,
      isLocked: true,
      isHot: false,
      isRecentlyAdded: false,
      isResidential: false,
      isTrending: false,
      isRented: false,
      irr: 0,
      bedrooms: null,
      bathrooms: null,
      parking: null,
      expectedRent: 0,
      monthlyRent: 0,
      rentFeePercent: 10,
      latitude: null,
      longitude: null,
      virtualTourUrl: null,
    });
  });

  it('keeps what the operator sets', () => {
    const full = {
      ...minimal,
      slug: 'empire-tower-2',
      description: { en: 'Offices', ar: 'مكاتب' },
      address: { en: '60m Street' },
      isLocked: false,
      isHot: true,
      isRecentlyAdded: true,
      isResidential: true,
      isTrending: true,
      isRented: true,
      irr: 12.35,
      bedrooms: 3,
      bathrooms: 0,
      parking: 1000,
      expectedRent: '250000',
      monthlyRent: 0,
      rentFeePercent: 12.5,
      latitude: -90,
      longitude: 180,
      virtualTourUrl: ' https://tour.example.com/empire?x=1 ',
    };
    expect(propertyCreateBody.parse(full)).toEqual({
      ...full,
      description: { en: 'Offices', ar: 'مكاتب' },
      expectedRent: 250_000,
      virtualTourUrl: 'https://tour.example.com/empire?x=1',
    });
  });

  it('requires the name, city, type, tokens, value, valuation and area', () => {
    expect(issues(propertyCreateBody.safeParse({}))).toEqual([
      'name:REQUIRED',
      'city:REQUIRED',
      'propertyType:INVALID_TYPE',
      'totalTokens:REQUIRED',
      'propertyValue:REQUIRED',
      'areaSqm:INVALID_TYPE',
      'valuation:REQUIRED',
    ]);
    expect(create({ extra: 1 })).toEqual([':UNKNOWN_FIELD']);
    // A name left out is missing, not an unknown field; a plain string is the wrong type.
    expect(create({ name: null, city: 'Erbil' })).toEqual(['name:REQUIRED', 'city:INVALID_TYPE']);
    expect(create({ propertyType: 'castle' })).toEqual(['propertyType:INVALID_TYPE']);
  });

  it('the token price (valuation ÷ tokens) is at least 1 IQD', () => {
    expect(create({ valuation: 1000, totalTokens: 1000 })).toEqual([]);
    expect(create({ valuation: 999, totalTokens: 1000 })).toEqual(['valuation:PROPERTY_PRICE_TOO_LOW']);
  });

  it('money: whole dinars; the value and valuation above zero, rents zero or more, at most 10^18', () => {
    expect(create({ valuation: 0 })).toEqual(['valuation:PRICE_ZERO']);
    expect(create({ propertyValue: 0 })).toEqual(['propertyValue:PRICE_ZERO']);
    expect(create({ propertyValue: MAX_PROPERTY_VALUE_IQD, valuation: MAX_PROPERTY_VALUE_IQD })).toEqual([]);
    expect(create({ propertyValue: MAX_PROPERTY_VALUE_IQD + 1000 })).toEqual(['propertyValue:VALUE_TOO_LARGE']);
    expect(create({ monthlyRent: MAX_PROPERTY_VALUE_IQD })).toEqual([]);
    expect(create({ monthlyRent: MAX_PROPERTY_VALUE_IQD + 1000 })).toEqual(['monthlyRent:VALUE_TOO_LARGE']);
    expect(create({ expectedRent: -1 })).toEqual(['expectedRent:TOKENS_POSITIVE_INTEGER']);
    for (const v of [1.5, '1e3', '0x10', 'a lot']) expect(create({ monthlyRent: v }), String(v)).toEqual(['monthlyRent:ONLY_INTEGERS']);
    expect(create({ monthlyRent: null })).toEqual(['monthlyRent:INVALID_TYPE']);
    expect(propertyUpdateBody.safeParse({ monthlyRent: undefined }).success).toBe(true);
    expect(create({ totalTokens: 0 })).toEqual(['totalTokens:TOKENS_ZERO']);
  });

  it('rooms: whole numbers from 0 to 1,000, or null', () => {
    expect(create({ bedrooms: null })).toEqual([]);
    expect(create({ bedrooms: 1.5 })).toEqual(['bedrooms:ONLY_INTEGERS']);
    expect(create({ bathrooms: -1 })).toEqual(['bathrooms:TOKENS_POSITIVE_INTEGER']);
    expect(create({ parking: 1001 })).toEqual(['parking:VALUE_TOO_LARGE']);
    expect(create({ parking: '2' })).toEqual(['parking:INVALID_TYPE']);
  });

  it('return, area and rent fee: numbers with at most two decimals, within their range', () => {
    for (const irr of [-100, 1000, 0.01, 7.25]) expect(create({ irr }), String(irr)).toEqual([]);
    for (const irr of [-100.01, 1000.01, 7.255]) expect(create({ irr }), String(irr)).toEqual(['irr:NUMBER_INVALID']);
    for (const irr of ['7', Number.NaN, Number.POSITIVE_INFINITY]) expect(create({ irr }), String(irr)).toEqual(['irr:INVALID_TYPE']);
    expect(create({ areaSqm: 0.01 })).toEqual([]);
    expect(create({ areaSqm: 10_000_000 })).toEqual([]);
    for (const areaSqm of [0, 10_000_000.01]) expect(create({ areaSqm }), String(areaSqm)).toEqual(['areaSqm:NUMBER_INVALID']);
    for (const rentFeePercent of [0, 100, 33.33]) expect(create({ rentFeePercent }), String(rentFeePercent)).toEqual([]);
    for (const rentFeePercent of [-0.01, 100.01, 33.333]) expect(create({ rentFeePercent }), String(rentFeePercent)).toEqual(['rentFeePercent:PERCENT_INVALID']);
  });

  it('latitude within ±90, longitude within ±180', () => {
    expect(create({ latitude: 90, longitude: -180 })).toEqual([]);
    expect(create({ latitude: 90.5, longitude: -180.5 })).toEqual(['latitude:NUMBER_INVALID', 'longitude:NUMBER_INVALID']);
    expect(create({ latitude: Number.NaN })).toEqual(['latitude:INVALID_TYPE']);
    expect(create({ latitude: '36.19' })).toEqual(['latitude:INVALID_TYPE']);
  });

  it('a virtual tour is an http(s) address of at most 500 characters', () => {
    expect(create({ virtualTourUrl: 'http://tour.example.com' })).toEqual([]);
    // The whole text is the address: nothing before or after it.
    for (const url of ['javascript:alert(1)', 'ftp://tour.example.com', 'https://localhost', 'https://tour example.com', 'tour.example.com', 'see https://tour.example.com', 'https://tour.example.com and more']) {
      expect(create({ virtualTourUrl: url }), url).toEqual(['virtualTourUrl:URL_INVALID']);
    }
    expect(create({ virtualTourUrl: `https://tour.example.com/${'a'.repeat(475)}` })).toEqual([]);
    expect(create({ virtualTourUrl: `https://tour.example.com/${'a'.repeat(476)}` })).toEqual(['virtualTourUrl:TOO_LONG']);
    expect(create({ virtualTourUrl: 5 })).toEqual(['virtualTourUrl:INVALID_TYPE']);
  });

  it('a slug is lower-case letters, digits and single dashes, at most 80, not starting or ending with a dash', () => {
    for (const slug of ['a', 'empire-tower', '9', `a${'b'.repeat(78)}c`]) expect(create({ slug }), slug).toEqual([]);
    for (const slug of ['-a', 'a-', 'a--b', 'Empire', 'برج', 'a_b', '']) expect(create({ slug }), slug).toEqual(['slug:SLUG_INVALID']);
    expect(create({ slug: 'a'.repeat(81) })).toEqual(['slug:TOO_LONG', 'slug:SLUG_INVALID']);
    expect(create({ slug: 7 })).toEqual(['slug:INVALID_TYPE']);
  });

  it('flags are booleans', () => {
    expect(create({ isHot: 'true' })).toEqual(['isHot:INVALID_TYPE']);
    expect(create({ isLocked: 1 })).toEqual(['isLocked:INVALID_TYPE']);
  });
});

describe('localized texts', () => {
  const name = localizedText(10);

  it('English is required; a blank or missing translation is none', () => {
    expect(name.parse({ en: ' Tower ', ar: '  ', kr: null, bh: 'بورج' })).toEqual({ en: 'Tower', bh: 'بورج' });
    expect(name.parse({ en: 'Tower', ar: ' برج ' })).toEqual({ en: 'Tower', ar: 'برج' });
    expect(issues(name.safeParse({ ar: 'برج' }))).toEqual(['en:REQUIRED']);
    expect(issues(name.safeParse({ en: '   ' }))).toEqual(['en:REQUIRED']);
  });

  it('each language within the limit, no other keys, strings only', () => {
    expect(name.parse({ en: 'x'.repeat(10), ar: 'ب'.repeat(10) })).toEqual({ en: 'x'.repeat(10), ar: 'ب'.repeat(10) });
    expect(issues(name.safeParse({ en: 'x'.repeat(11), kr: 'ب'.repeat(11) }))).toEqual(['en:TOO_LONG', 'kr:TOO_LONG']);
    expect(issues(name.safeParse({ en: 'Tower', fr: 'Tour' }))).toEqual([':UNKNOWN_FIELD']);
    expect(issues(name.safeParse({ en: 'Tower', ar: 5 }))).toEqual(['ar:INVALID_TYPE']);
  });
});

describe('propertyUpdateBody', () => {
  it('any field alone, but something', () => {
    expect(propertyUpdateBody.parse({ isHot: true })).toEqual({ isHot: true });
    expect(propertyUpdateBody.parse({ slug: 'new-name' })).toEqual({ slug: 'new-name' });
    expect(update({})).toEqual([':NOTHING_TO_UPDATE']);
    expect(update({ valuation: 5_000_000 })).toEqual([':UNKNOWN_FIELD', ':NOTHING_TO_UPDATE']);
    expect(update({ isHot: true, valuation: 5_000_000 })).toEqual([':UNKNOWN_FIELD']);
    expect(update({ slug: 'Bad' })).toEqual(['slug:SLUG_INVALID']);
    expect(update({ name: { ar: 'برج' } })).toEqual(['name.en:REQUIRED']);
  });
});

describe('property lists and files', () => {
  it('the list: a search of at most 100 characters, locked or not, 20 a page', () => {
    expect(adminPropertyListQuery.parse({})).toEqual({ limit: 20 });
    expect(adminPropertyListQuery.parse({ search: '  tower ', locked: 'true', limit: '100', cursor: 'c' })).toEqual({ search: 'tower', locked: 'true', limit: 100, cursor: 'c' });
    expect(adminPropertyListQuery.parse({ search: 's'.repeat(100), cursor: 'c'.repeat(500) })).toMatchObject({ limit: 20 });
    expect(adminPropertyListQuery.parse({ locked: 'false' })).toEqual({ locked: 'false', limit: 20 });
    expect(issues(adminPropertyListQuery.safeParse({ search: 's'.repeat(101), locked: 'yes', limit: '0', cursor: 'c'.repeat(501) }))).toEqual([
      'search:TOO_LONG',
      'locked:INVALID_TYPE',
      'limit:INVALID_TYPE',
      'cursor:TOO_LONG',
    ]);
    for (const limit of ['101', '2.5', 'all']) expect(issues(adminPropertyListQuery.safeParse({ limit })), limit).toEqual(['limit:INVALID_TYPE']);
    expect(issues(adminPropertyListQuery.safeParse({ search: 5, cursor: 5 }))).toEqual(['search:INVALID_TYPE', 'cursor:INVALID_TYPE']);
    expect(issues(adminPropertyListQuery.safeParse({ city: 'Erbil' }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('a file is named within its property; anything but a property id names no property', () => {
    expect(propertyFileParams.parse({ id: UUID, file: 'a.jpg' })).toEqual({ id: UUID, file: 'a.jpg' });
    expect(issues(propertyFileParams.safeParse({ id: 'empire', file: 'a.jpg' }))).toEqual(['id:PROPERTY_NOT_FOUND']);
    expect(propertyFileParams.safeParse({ id: UUID, file: '' }).success).toBe(false);
    expect(propertyFileParams.safeParse({ id: UUID, file: 'f'.repeat(201) }).success).toBe(false);
    expect(propertyFileParams.safeParse({ id: UUID, file: 'f'.repeat(200) }).success).toBe(true);
    expect(issues(propertyFileParams.safeParse({ id: UUID, file: 'a.jpg', x: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('a new order of files: names of at most 200 characters, at most 20 of them', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `${i}.jpg`);
    expect(propertyFilesOrderBody.parse({ files: names(20) }).files).toHaveLength(20);
    expect(issues(propertyFilesOrderBody.safeParse({ files: names(21) }))).toEqual(['files:VALUE_TOO_LARGE']);
    expect(issues(propertyFilesOrderBody.safeParse({ files: ['f'.repeat(201)] }))).toEqual(['files.0:TOO_LONG']);
    expect(issues(propertyFilesOrderBody.safeParse({ files: [5] }))).toEqual(['files.0:INVALID_TYPE']);
    expect(issues(propertyFilesOrderBody.safeParse({}))).toEqual(['files:REQUIRED']);
    expect(issues(propertyFilesOrderBody.safeParse({ files: 'a.jpg' }))).toEqual(['files:INVALID_TYPE']);
    expect(issues(propertyFilesOrderBody.safeParse({ files: [], sort: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('a document: main or other (other unless said), an English title, translations optional', () => {
    expect(propertyDocumentFields.parse({ titleEn: ' Deed ', titleAr: '' })).toEqual({ kind: 'other', titleEn: 'Deed' });
    expect(propertyDocumentFields.parse({ kind: 'main', titleEn: 'Deed', titleKr: 'بەڵگە', titleBh: 'بەلگە' })).toEqual({ kind: 'main', titleEn: 'Deed', titleKr: 'بەڵگە', titleBh: 'بەلگە' });
    expect(issues(propertyDocumentFields.safeParse({ kind: 'deed' }))).toEqual(['kind:INVALID_TYPE', 'titleEn:REQUIRED']);
    expect(issues(propertyDocumentFields.safeParse({ titleEn: 't'.repeat(201), titleAr: 'ت'.repeat(201) }))).toEqual(['titleEn:TOO_LONG', 'titleAr:TOO_LONG']);
    expect(issues(propertyDocumentFields.safeParse({ titleEn: 'Deed', titleFr: 'Acte' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

describe('users, withdrawals, cash deposits and contact messages', () => {
  it('users: by search, role and status, 20 a page', () => {
    expect(adminUserListQuery.parse({})).toEqual({ limit: 20 });
    expect(adminUserListQuery.parse({ role: 'admin', status: 'disabled', search: 'sara' })).toEqual({ role: 'admin', status: 'disabled', search: 'sara', limit: 20 });
    expect(adminUserListQuery.parse({ role: 'investor', status: 'active' })).toMatchObject({ role: 'investor', status: 'active' });
    expect(issues(adminUserListQuery.safeParse({ role: 'owner', status: 'banned' }))).toEqual(['role:INVALID_TYPE', 'status:INVALID_TYPE']);
    expect(issues(adminUserListQuery.safeParse({ kyc: 'verified' }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('disabling an account, rejecting a deposit: a reason of at most 500 characters', () => {
    for (const schema of [disableUserBody, rejectCashDepositBody]) {
      expect(schema.parse({ reason: ' Fraud ' })).toEqual({ reason: 'Fraud' });
      expect(schema.parse({ reason: 'r'.repeat(500) }).reason).toHaveLength(500);
      expect(issues(schema.safeParse({ reason: 'r'.repeat(501) }))).toEqual(['reason:TOO_LONG']);
      expect(issues(schema.safeParse({ reason: ' ' }))).toEqual(['reason:REQUIRED']);
      expect(issues(schema.safeParse({ reason: 'Fraud', note: 'x' }))).toEqual([':UNKNOWN_FIELD']);
    }
  });

  it('a withdrawal paid at a branch names it, in at most 100 characters', () => {
    expect(markWithdrawalPaidBody.parse({ branch: 'Erbil' })).toEqual({ branch: 'Erbil' });
    expect(issues(markWithdrawalPaidBody.safeParse({ branch: 'b'.repeat(101) }))).toEqual(['branch:TOO_LONG']);
    expect(issues(markWithdrawalPaidBody.safeParse({}))).toEqual(['branch:REQUIRED']);
    expect(issues(markWithdrawalPaidBody.safeParse({ branch: 'Erbil', amount: 1 }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('cash deposits awaiting approval: by status and user', () => {
    expect(adminCashDepositListQuery.parse({})).toEqual({ limit: 20 });
    for (const status of ['pending', 'approved', 'rejected']) expect(adminCashDepositListQuery.parse({ status, userId: UUID })).toEqual({ status, userId: UUID, limit: 20 });
    expect(issues(adminCashDepositListQuery.safeParse({ status: 'paid', userId: 'me' }))).toEqual(['status:INVALID_TYPE', 'userId:INVALID_TYPE']);
    expect(issues(adminCashDepositListQuery.safeParse({ userId: 'u'.repeat(37) }))).toEqual(['userId:TOO_LONG']);
    expect(issues(adminCashDepositListQuery.safeParse({ userId: 5 }))).toEqual(['userId:INVALID_TYPE']);
    expect(issues(adminCashDepositListQuery.safeParse({ amount: 5 }))).toEqual([':UNKNOWN_FIELD']);
  });

  it('contact messages: handled or not, 20 a page', () => {
    expect(adminContactMessageListQuery.parse({})).toEqual({ limit: 20 });
    expect(adminContactMessageListQuery.parse({ status: 'handled', limit: '1' })).toEqual({ status: 'handled', limit: 1 });
    expect(adminContactMessageListQuery.parse({ status: 'unhandled' })).toMatchObject({ status: 'unhandled' });
    expect(issues(adminContactMessageListQuery.safeParse({ status: 'read' }))).toEqual(['status:INVALID_TYPE']);
    expect(issues(adminContactMessageListQuery.safeParse({ from: 'x' }))).toEqual([':UNKNOWN_FIELD']);
  });
});

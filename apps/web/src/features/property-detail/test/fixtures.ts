import { rentBreakdown, type OrderBook, type PropertyDetails, type PropertyView } from '@sahm/domain';

const base: PropertyView = {
  _id: '11111111-1111-4111-8111-111111111111',
  slug: 'mansour-residence',
  name: 'Mansour Residence',
  description: 'A family apartment block in the heart of Al-Mansour.',
  city: 'Baghdad',
  address: '14 Ramadan Street, Al-Mansour',
  propertyType: 'residential',
  coverImage: { url: '/api/user/files/seed/images/mansour-residence.svg' },
  images: [
    { url: '/api/user/files/seed/images/mansour-residence.svg' },
    { url: '/api/user/files/seed/images/mansour-residence-dusk.svg' },
    { url: '/api/user/files/seed/images/mansour-residence-night.svg' },
  ],
  isLocked: false,
  isHot: true,
  isRecentlyAdded: false,
  isResidental: true,
  isResidential: true,
  isTrending: false,
  isFunded: false,
  assetValue: { value: 2_500_000_000 },
  propertyValue: { value: 2_300_000_000 },
  IRR: { value: 12.345 },
  expectedAnnualReturnPercent: 12.35,
  totalTokens: 25_000,
  numberOfTokens: 25_000,
  availableTokens: 9_500,
  soldTokens: 15_500,
  amountRaised: 1_550_000_000,
  fullAmount: 2_500_000_000,
  available: 62,
  pricePerToken: 100_000,
  minimumInvestment: 100_000,
  areaSqm: 1_150,
  pricePerSqm: 2_000_000,
  bedrooms: 3,
  bathrooms: 2,
  parking: 60,
  expectedRent: 24_000_000,
  monthlyRent: 22_500_000,
  rentFeePercent: 10,
  isRented: true,
  map: { latitude: 33.3152, longitude: 44.3661 },
  documents: [],
  virtualTourUrl: 'https://tour.sahm.iq/mansour-residence',
  createdAt: '2025-01-10T09:00:00.000Z',
};

export const relatedProperty: PropertyView = {
  ...base,
  _id: '22222222-2222-4222-8222-222222222222',
  slug: 'karrada-offices',
  name: 'Karrada Offices',
  propertyType: 'commercial',
  isHot: false,
};

export function propertyDetails(overrides: Partial<PropertyDetails> = {}): PropertyDetails {
  const mainDocuments = [{ kind: 'main' as const, title: 'Title deed', url: '/api/user/files/seed/documents/mansour-residence-title-deed.pdf' }];
  const otherDocuments = [
    { kind: 'other' as const, title: 'Valuation report', url: '/api/user/files/seed/documents/mansour-residence-valuation-report.pdf' },
    { kind: 'other' as const, title: 'Rental contract', url: '/api/user/files/seed/documents/mansour-residence-rental-contract.pdf' },
  ];
  return {
    ...base,
    documents: [...mainDocuments, ...otherDocuments],
    mainDocuments,
    otherDocuments,
    related: [relatedProperty],
    priceHistory: [
      { date: '2024-01-01', value: 2_000_000_000, pricePerToken: 80_000 },
      { date: '2024-07-01', value: 2_250_000_000, pricePerToken: 90_000 },
      { date: '2025-01-01', value: 2_500_000_000, pricePerToken: 100_000 },
    ],
    owned: null,
    // This month's rent at a 10% fee; no run has paid it yet.
    rent: { ...rentBreakdown(base.monthlyRent, 1_000, base.totalTokens), isRented: true, isFunded: false, lastRun: null, myLastPayout: null },
    ...overrides,
  };
}

export function orderBook(overrides: Partial<OrderBook> = {}): OrderBook {
  return {
    items: [
      {
        orderId: 'o1',
        propertyId: base._id,
        numberOfTokens: 40,
        originalTokens: 50,
        pricePerToken: 105_000,
        total: 4_200_000,
        status: 'open',
        createdAt: '2025-02-01T10:00:00.000Z',
        seller: { username: 'dilan.k' },
        owned: false,
        action: 'buy',
      },
      {
        orderId: 'o2',
        propertyId: base._id,
        numberOfTokens: 12,
        originalTokens: 12,
        pricePerToken: 98_000,
        total: 1_176_000,
        status: 'open',
        createdAt: '2025-01-20T10:00:00.000Z',
        seller: { username: 'omar_b' },
        owned: false,
        action: 'buy',
      },
    ],
    total: 2,
    skip: 0,
    limit: 20,
    tradingFeeBps: 100,
    ...overrides,
  };
}

export const PROPERTY_ID = base._id;

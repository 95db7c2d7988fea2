import type { MarketplaceList, PropertyView } from '@sahm/domain';

/** A property as GET /user/marketplace/list and /search return it, for tests. */
export function propertyView(overrides: Partial<PropertyView> & Pick<PropertyView, '_id' | 'name'>): PropertyView {
  return {
    slug: overrides._id,
    description: '',
    city: 'Erbil',
    address: '100m Street',
    propertyType: 'residential',
    coverImage: { url: `/images/${overrides._id}.jpg` },
    images: [],
    isLocked: false,
    isHot: false,
    isRecentlyAdded: false,
    isResidental: false,
    isResidential: false,
    isTrending: false,
    isFunded: false,
    assetValue: { value: 250_000_000 },
    propertyValue: { value: 240_000_000 },
    IRR: { value: 8.456 },
    expectedAnnualReturnPercent: 7,
    totalTokens: 2500,
    numberOfTokens: 2500,
    availableTokens: 1000,
    soldTokens: 1500,
    amountRaised: 150_000_000,
    fullAmount: 250_000_000,
    available: 60,
    pricePerToken: 100_000,
    minimumInvestment: 100_000,
    areaSqm: 180,
    pricePerSqm: 1_388_889,
    bedrooms: 3,
    bathrooms: 2,
    parking: 1,
    expectedRent: 1_500_000,
    monthlyRent: 1_500_000,
    rentFeePercent: 10,
    isRented: true,
    map: null,
    documents: [],
    virtualTourUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const emptyList: MarketplaceList = { locked: [], hot: [], recentlyAdded: [], residential: [], trending: [], funded: [], nonFunded: [], all: [] };

export function marketplaceList(groups: Partial<MarketplaceList> = {}): MarketplaceList {
  return { ...emptyList, ...groups };
}

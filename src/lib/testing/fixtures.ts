// Test data shaped by the contracts: one realm, its init payload and content. Only tests
// import this module.
import type { Bucket, ContentCard, Hero, PageContent } from '../../contracts/content.ts';
import type { InitResponse } from '../../contracts/init.ts';
import type { Menu, MenuItem } from '../../contracts/menu.ts';
import type { RealmSettings } from '../../contracts/realm.ts';

export function realmFixture(overrides: Partial<RealmSettings> = {}): RealmSettings {
  return {
    realm: 'arena',
    realmFullName: 'Arena Sports',
    domains: [],
    preferredDomain: 'arena.localhost',
    settings: {
      primaryColour: '#e10600',
      secondaryColour: '#ffc72c',
      tertiaryColour: '#1e1e24',
      backgroundColour: '#000000',
      LOGO: '/api/artwork/arena/logo.svg',
      MAIN_TITLE: 'Arena',
      logoScale: 1,
      fontScale: 1,
      textTransformation: 'NONE',
      cardTitleFontScale: 1,
      childProfileFontScale: 1.2,
    },
    realmLanguages: [
      {
        language: 'en_US',
        region: 'US',
        primaryFontUrl: '/api/fonts/oswald.woff2',
        secondaryFontUrl: '/api/fonts/inter.woff2',
        tertiaryFontUrl: '/api/fonts/inter-600.woff2',
        primaryFontFamily: 'Oswald',
        secondaryFontFamily: 'Inter',
        tertiaryFontFamily: 'Inter',
      },
      {
        language: 'pt_BR',
        region: 'BR',
        primaryFontUrl: '/api/fonts/oswald.woff2',
        secondaryFontUrl: '/api/fonts/inter.woff2',
        tertiaryFontUrl: '/api/fonts/inter-600.woff2',
        primaryFontFamily: 'Oswald',
        secondaryFontFamily: 'Inter',
        tertiaryFontFamily: 'Inter',
      },
    ],
    appSettings: { apiKey: 'arena-web-key', appId: 'web', menuLayout: 'TOP' },
    allowSelfregistration: true,
    audioSubtitleLanguages: ['en'],
    hasLive: true,
    compulsoryTrial: false,
    requiresConfirmation: false,
    signupWithConsent: false,
    signupWithCredentials: true,
    showLicencesOnSignup: true,
    hasPromoNotification: false,
    liveEndpoint: '/api/media',
    videoEndpoint: '/api/media',
    marketingProviders: [],
    paymentProviders: [],
    guestsAllowed: true,
    fullGuestAccess: 'ALLOWED',
    allowGuestSchedule: true,
    hasVouchers: false,
    hasDvr: false,
    vpnAllowed: true,
    multiViewAllowed: false,
    customizations: {},
    checkoutFirstStep: 'LICENCE',
    pinLoginEnabled: false,
    contentTitles: true,
    watchlistsEnabled: false,
    magicLinkLoginEnabled: false,
    externalRegistrationUri: null,
    epgMatrix: 'DISABLED',
    scheduleSection: 'ENABLED',
    partitionSettings: { status: 'NOT_PARTITIONED' },
    gifting: 'DISABLED',
    geoBlockedContentDisplayMode: 'SHOW',
    currentProgramPlaybackStatus: 'DISABLED',
    adsConfigurationStatus: 'DISABLED',
    contentSearchEngine: 'VESPER',
    profileConfiguration: { status: 'NONE' },
    adUiElements: [],
    palSdkConfiguration: 'DISABLED',
    omSdkEnableMode: 'DISABLED',
    epgPlaybackContentStatus: 'DISABLED',
    mfaConfigurations: [],
    authenticationProviders: [],
    playerSettings: { style: 'V2' },
    ...overrides,
  };
}

export function menuItem(id: string, type: MenuItem['type'], data: MenuItem['data'], extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    type,
    title: extra.title ?? id.charAt(0).toUpperCase() + id.slice(1),
    data,
    seo: { title: id },
    style: { featured: false, iconUrl: null },
    showIcon: false,
    imageSize: null,
    imageStyle: null,
    ...extra,
  };
}

export function menuFixture(layout: Menu['layout'] = 'TOP'): Menu {
  return {
    layout,
    items: [
      menuItem('home', 'VIEW', { view: 'HOME' }),
      menuItem('schedule', 'VIEW', { view: 'SCHEDULE' }),
      menuItem('football', 'SECTION', { section: 'football' }),
      menuItem('shop', 'OUTBOUND_LINK', { outboundLink: 'https://shop.example.com/' }),
      menuItem('search', 'VIEW', { view: 'SEARCH' }),
      menuItem('live-now', 'VIEW', { view: 'LIVENOW' }, { title: 'Live now' }),
      menuItem('account', 'VIEW', { view: 'ACCOUNT' }),
    ],
  };
}

export function cardFixture(id: string, type: ContentCard['type'], extra: Partial<ContentCard> = {}): ContentCard {
  return {
    id,
    title: `Title ${id}`,
    description: `About ${id}`,
    coverUrl: `/api/artwork/arena/cover/${id}.webp`,
    smallCoverUrl: `/api/artwork/arena/poster/${id}.webp`,
    thumbnailUrl: `/api/artwork/arena/thumb/${id}.webp`,
    duration: type === 'VOD_VIDEO' ? 600 : null,
    startDate: null,
    endDate: null,
    live: false,
    type,
    vodCount: null,
    seasonCount: null,
    favourite: false,
    accessLevel: null,
    availablePurchases: null,
    metaFields: null,
    propertyId: null,
    sportId: null,
    subEvents: null,
    tags: null,
    tournamentId: null,
    watchProgress: null,
    watchedAt: null,
    ...extra,
  };
}

export function bucketFixture(id: string, name: string, items: ContentCard[], imageStyle: Bucket['imageStyle'] = 'LANDSCAPE'): Bucket {
  return { id, name, type: 'CONTENT', imageStyle, contentList: { items, page: 1, totalPages: 1, totalItems: items.length } };
}

export function heroFixture(id: string, type: Hero['link']['type'], live = false, startDate: string | null = null): Hero {
  return {
    id,
    title: `Hero ${id}`,
    description: `Hero description ${id}`,
    imageUrl: `/api/artwork/arena/hero/${id}.webp`,
    portraitImageUrl: `/api/artwork/arena/hero-portrait/${id}.webp`,
    link: { contentId: id, type },
    live,
    startDate,
  };
}

export function contentFixture(): PageContent {
  return {
    heroes: [heroFixture('h1', 'LIVE_EVENT', true), heroFixture('h2', 'VOD_SERIES')],
    buckets: [
      bucketFixture('b1', 'Live now', [
        cardFixture('e1', 'LIVE_EVENT', { live: true }),
        cardFixture('e2', 'LIVE_EVENT', { startDate: '2099-03-14T20:00:00Z' }),
      ]),
      bucketFixture(
        'b2',
        'Docuseries',
        [cardFixture('s1', 'VOD_SERIES', { seasonCount: 3 }), cardFixture('p1', 'VOD_PLAYLIST', { vodCount: 12 })],
        'PORTRAIT',
      ),
      bucketFixture('b3', 'More', [
        cardFixture('v1', 'VOD_VIDEO'),
        cardFixture('n1', 'NEWS'),
        cardFixture('se1', 'VOD_SEASON', { vodCount: 1 }),
      ]),
    ],
    bucketsPage: 1,
    bucketsTotalPages: 1,
  };
}

export function initFixture(overrides: Partial<InitResponse> = {}): InitResponse {
  return {
    analyticsEvents: [],
    authentication: null,
    labels: { translations: { home: 'Home', signIn: 'Sign in' }, default_locale: 'en_US', selected_locale: 'en_US' },
    preferences: null,
    settings: null,
    licences: null,
    eventCount: 1,
    menu: menuFixture(),
    readAuthenticationProvidersResponse: null,
    content: contentFixture(),
    iconStore: null,
    ...overrides,
  };
}

/** Puts a ready realm in the app's store, as start-up would, for component tests. */
export function readyRealmFixture(
  options: { realm?: RealmSettings; menu?: Menu | null; locale?: string; prefixRealm?: string | null } = {},
) {
  const realm = options.realm ?? realmFixture();
  const prefixRealm = options.prefixRealm === undefined ? 'arena' : options.prefixRealm;
  const init = initFixture(options.menu === undefined ? {} : { menu: options.menu });
  return { realm, init, locale: options.locale ?? 'en_US', prefixRealm, basename: prefixRealm ? `/realm/${prefixRealm}` : '/' };
}

// Where the app finds each JSON operation's answer schema: the contract module that defines it,
// loaded when the first answer of that operation is checked. The registry (api.ts) imports every
// schema of the API, params and bodies included; loaded for the first checked answer, it was
// evaluated in one task of about 35 ms (four times that on a slow phone), right after the first
// paint of any page whose data the browser asks for itself (history, purchase, lists). The
// modules here are loaded one by one, each only when an answer of its own needs it.
// answer-schemas.test.ts checks that every entry is exactly the registry's schema.
import type { z } from 'zod';
import type { JsonOperationId } from './api.ts';

// One loader per contract module: each entry below names its module once, and the chunk map
// of the first script stays small.
const accountModule = () => import('./account.ts');
const analyticsModule = () => import('./analytics.ts');
const browseModule = () => import('./browse.ts');
const commerceModule = () => import('./commerce.ts');
const contentModule = () => import('./content.ts');
const federatedModule = () => import('./federated.ts');
const giftsModule = () => import('./gifts.ts');
const initModule = () => import('./init.ts');
const labelsModule = () => import('./labels.ts');
const libraryModule = () => import('./library.ts');
const menuModule = () => import('./menu.ts');
const paymentsModule = () => import('./payments.ts');
const playbackModule = () => import('./playback.ts');
const progressModule = () => import('./progress.ts');
const realmModule = () => import('./realm.ts');
const scheduleModule = () => import('./schedule.ts');
const searchModule = () => import('./search.ts');
const sessionModule = () => import('./session.ts');

export const ANSWER_SCHEMAS = {
  realmDirectory: () => realmModule().then((m) => m.realmDirectory),
  realmByName: () => realmModule().then((m) => m.realmSettings),
  realmByHost: () => realmModule().then((m) => m.realmSettings),
  init: () => initModule().then((m) => m.initResponse),
  labels: () => labelsModule().then((m) => m.labels),
  menu: () => menuModule().then((m) => m.menu),
  section: () => contentModule().then((m) => m.pageContent),
  search: () => searchModule().then((m) => m.searchAnswer),
  popular: () => searchModule().then((m) => m.popularAnswer),
  guestCheckin: () => sessionModule().then((m) => m.authTokens),
  login: () => sessionModule().then((m) => m.authTokens),
  signupForm: () => sessionModule().then((m) => m.signupForm),
  signup: () => sessionModule().then((m) => m.authTokens),
  signupPbr: () => sessionModule().then((m) => m.authTokens),
  tokenRefresh: () => sessionModule().then((m) => m.authTokens),
  logout: () => sessionModule().then((m) => m.done),
  passwordRequest: () => sessionModule().then((m) => m.done),
  passwordReset: () => sessionModule().then((m) => m.done),
  confirmationVerify: () => sessionModule().then((m) => m.confirmationAnswer),
  magicLinkRequest: () => sessionModule().then((m) => m.done),
  magicLinkVerify: () => sessionModule().then((m) => m.authTokens),
  tvPinIssue: () => sessionModule().then((m) => m.tvPinIssued),
  tvPinPoll: () => sessionModule().then((m) => m.tvPinPoll),
  tvPinAuthorize: () => sessionModule().then((m) => m.done),
  oauthCode: () => sessionModule().then((m) => m.oauthCodeAnswer),
  oauthToken: () => sessionModule().then((m) => m.authTokens),
  impersonationToken: () => sessionModule().then((m) => m.impersonationToken),
  impersonate: () => sessionModule().then((m) => m.impersonationAnswer),
  pendingActivation: () => sessionModule().then((m) => m.pendingActivation),
  pendingActivationActivate: () => sessionModule().then((m) => m.authTokens),
  pendingActivationEntitlement: () => sessionModule().then((m) => m.entitlement),
  pendingActivationDelete: () => sessionModule().then((m) => m.done),
  referralSession: () => sessionModule().then((m) => m.referral),
  userProfile: () => sessionModule().then((m) => m.userProfile),
  userProfileUpdate: () => sessionModule().then((m) => m.userProfile),
  passwordChange: () => sessionModule().then((m) => m.authTokens),
  missingInformation: () => sessionModule().then((m) => m.missingInformation),
  partitions: () => accountModule().then((m) => m.partitionList),
  userPartition: () => accountModule().then((m) => m.userPartition),
  userPartitionUpdate: () => sessionModule().then((m) => m.authTokens),
  profiles: () => sessionModule().then((m) => m.viewingProfiles),
  profileCreate: () => sessionModule().then((m) => m.viewingProfile),
  profileUpdate: () => sessionModule().then((m) => m.viewingProfile),
  profileDelete: () => sessionModule().then((m) => m.done),
  profileSelect: () => sessionModule().then((m) => m.authTokens),
  preferences: () => sessionModule().then((m) => m.preferencesAnswer),
  preferencesUpdate: () => sessionModule().then((m) => m.preferencesAnswer),
  consentPrompts: () => sessionModule().then((m) => m.consentPrompts),
  consentAnswers: () => sessionModule().then((m) => m.savedConsentAnswers),
  consentAnswersUpdate: () => sessionModule().then((m) => m.savedConsentAnswers),
  parentalControl: () => sessionModule().then((m) => m.parentalControl),
  parentalControlUpdate: () => sessionModule().then((m) => m.parentalControl),
  parentalControlVerify: () => sessionModule().then((m) => m.done),
  parentalControlResetRequest: () => sessionModule().then((m) => m.done),
  providerAuthorization: () => federatedModule().then((m) => m.providerAuthorizationAnswer),
  providerSignin: () => sessionModule().then((m) => m.authTokens),
  authenticationProviderDelete: () => sessionModule().then((m) => m.done),
  idpConfiguration: () => federatedModule().then((m) => m.idpConfiguration),
  idpKeys: () => federatedModule().then((m) => m.idpKeys),
  idpToken: () => federatedModule().then((m) => m.idpTokenAnswer),
  playback: () => playbackModule().then((m) => m.playbackAnswer),
  bucketPage: () => contentModule().then((m) => m.bucket),
  grid: () => browseModule().then((m) => m.gridPage),
  releases: () => browseModule().then((m) => m.gridPage),
  browse: () => browseModule().then((m) => m.browseIndex),
  promoNotifications: () => browseModule().then((m) => m.promoAnswer),
  promoDismiss: () => sessionModule().then((m) => m.done),
  playbackHeartbeat: () => playbackModule().then((m) => m.streamLease),
  playbackRelease: () => sessionModule().then((m) => m.done),
  contentDetail: () => libraryModule().then((m) => m.contentDetail),
  newsList: () => libraryModule().then((m) => m.cardPage),
  schedule: () => scheduleModule().then((m) => m.scheduleAnswer),
  upcoming: () => scheduleModule().then((m) => m.cardPage),
  fighters: () => scheduleModule().then((m) => m.fightersAnswer),
  favourites: () => scheduleModule().then((m) => m.cardPage),
  favouriteIds: () => scheduleModule().then((m) => m.favouriteIds),
  favouriteGet: () => scheduleModule().then((m) => m.favouriteState),
  favouritePut: () => scheduleModule().then((m) => m.favouriteState),
  favouriteDelete: () => scheduleModule().then((m) => m.favouriteState),
  watchlists: () => scheduleModule().then((m) => m.watchlistList),
  watchlistCreate: () => scheduleModule().then((m) => m.watchlistSummary),
  watchlistGet: () => scheduleModule().then((m) => m.watchlistDetail),
  watchlistRename: () => scheduleModule().then((m) => m.watchlistSummary),
  watchlistDelete: () => sessionModule().then((m) => m.done),
  watchlistItemPut: () => scheduleModule().then((m) => m.watchlistSummary),
  watchlistItemDelete: () => scheduleModule().then((m) => m.watchlistSummary),
  playerItem: () => progressModule().then((m) => m.playerItem),
  multiViewEvents: () => progressModule().then((m) => m.multiViewEvents),
  progressList: () => progressModule().then((m) => m.progressList),
  progressGet: () => progressModule().then((m) => m.progressAnswer),
  progressSave: () => progressModule().then((m) => m.progressAnswer),
  analyticsBatch: () => analyticsModule().then((m) => m.analyticsBatchAnswer),
  analyticsConfig: () => analyticsModule().then((m) => m.analyticsConfig),
  analyticsIdentity: () => analyticsModule().then((m) => m.identityAnswer),
  analyticsStored: () => analyticsModule().then((m) => m.analyticsStored),
  outbox: () => sessionModule().then((m) => m.outboxMessages),
  basketCreate: () => commerceModule().then((m) => m.basket),
  basketGet: () => commerceModule().then((m) => m.basket),
  basketVoucherApply: () => commerceModule().then((m) => m.basket),
  basketVoucherRemove: () => commerceModule().then((m) => m.basket),
  basketPay: () => commerceModule().then((m) => m.paymentAnswer),
  paymentAuthorise: () => commerceModule().then((m) => m.paymentAnswer),
  subscriptions: () => commerceModule().then((m) => m.subscriptionList),
  subscriptionCancel: () => commerceModule().then((m) => m.subscription),
  subscriptionReactivate: () => commerceModule().then((m) => m.subscription),
  priceMigrations: () => commerceModule().then((m) => m.priceMigrationList),
  priceMigrationConfirm: () => commerceModule().then((m) => m.priceMigration),
  priceMigrationDecline: () => commerceModule().then((m) => m.priceMigration),
  priceMigrationCreate: () => commerceModule().then((m) => m.priceMigrationCreated),
  paymentHistory: () => paymentsModule().then((m) => m.paymentHistory),
  cards: () => paymentsModule().then((m) => m.cardPage),
  cardDelete: () => sessionModule().then((m) => m.done),
  subscriptionCardSet: () => commerceModule().then((m) => m.subscription),
  paymentDetails: () => paymentsModule().then((m) => m.paymentDetails),
  paymentDetail: () => paymentsModule().then((m) => m.paymentMethod),
  billingAddresses: () => paymentsModule().then((m) => m.billingAddresses),
  billingAddressPut: () => paymentsModule().then((m) => m.billingAddress),
  billingDetails: () => paymentsModule().then((m) => m.billingDetailsAnswer),
  giftCatalogue: () => giftsModule().then((m) => m.giftCatalogue),
  giftBasketAdd: () => commerceModule().then((m) => m.basket),
  giftRedemption: () => giftsModule().then((m) => m.giftRedemption),
  giftRedeem: () => giftsModule().then((m) => m.giftRedeemed),
};

// A type error when an operation answering JSON has no entry (kept apart from the object above:
// `satisfies` on it would type every answer as a bare ZodType).
const complete: Record<JsonOperationId, () => Promise<z.ZodType>> = ANSWER_SCHEMAS;
void complete;

// The schemas of every operation in operations.ts: params, query, body and response. The
// server registers each route from them (src/server/routes/operation.ts validates input with
// them); the app's http client validates answers with them (loaded on demand, so zod stays out
// of the first chunk); the OpenAPI description is generated from them. `satisfies` makes a
// missing entry, or a path parameter without its schema, a type error.
import { z } from 'zod';
import { partitionList, passwordChangeBody, userPartition, userPartitionBody } from './account.ts';
import * as analytics from './analytics.ts';
import { COMMERCE_API } from './api-commerce.ts';
import { bucket, pageContent } from './content.ts';
import * as browse from './browse.ts';
import * as federated from './federated.ts';
import * as library from './library.ts';
import * as playback from './playback.ts';
import * as schedule from './schedule.ts';
import * as player from './progress.ts';
import { initQuery, initResponse } from './init.ts';
import { labels, locale } from './labels.ts';
import { menu, menuTargetPlatform } from './menu.ts';
import type { OperationId, OperationParams, OperationPath } from './operations.ts';
import type { HasParams } from './path-pattern.ts';
import { artworkKind, mediaExtensionOf } from './paths.ts';
import { realmDirectory, realmName, realmSettings } from './realm.ts';
import { popularAnswer, popularQuery, searchAnswer, searchQuery } from './search.ts';
import * as session from './session.ts';

export type OperationSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** JSON answer. */
  readonly response?: z.ZodType;
  /** Content type of a non-JSON answer (images, fonts, media, manifests). */
  readonly produces?: string;
};

/** Section names are URL segments chosen by operators: lower-case letters, digits and dashes. */
export const sectionName = z.string().regex(/^[a-z0-9-]{1,64}$/, 'section names are 1 to 64 lower-case letters, digits and dashes');

export const sectionQuery = z
  .object({
    /** Locale of titles and rail names; defaults to the Accept-Language pick. */
    lk: locale.optional(),
    /** Rails per page (spec §7: 6 on a phone, 12 wider). */
    rpp: z.coerce.number().int().min(1).max(50).optional(),
    /** Items per page of each rail (spec §7: 4 on a phone, 7 wider); more come from bucketPage. */
    bpp: z.coerce.number().int().min(1).max(50).optional(),
    /** Section tiles per page of a section-link bucket (spec §7: 10 or 20). */
    bspp: z.coerce.number().int().min(1).max(50).optional(),
    /** 1-based page of rails; heroes come with the first page only. */
    p: z.coerce.number().int().min(1).max(10_000).optional(),
    ...browse.displayModes,
  })
  .strict();
export type SectionQuery = z.input<typeof sectionQuery>;

export const realmByHostQuery = z
  .object({
    host: z
      .string()
      .trim()
      .min(1, 'host is required')
      .max(260)
      .regex(/^[A-Za-z0-9.:[\]-]+$/, 'not a host name'),
  })
  .strict();

export const menuQuery = z.object({ deviceType: menuTargetPlatform.default('WEB') }).strict();

/** A path's trailing wildcard (`*`) goes by this name in params schemas, validation errors and the OpenAPI description. */
export const WILDCARD_PARAM = 'file';

const realmParams = z.object({ realm: realmName });

const artworkImageParams = realmParams.extend({
  kind: z.enum(artworkKind),
  // The seed only feeds a hash, never a path; still, keep it printable and bounded.
  file: z.string().regex(/^[^/\\\p{Cc}]{1,128}\.webp$/u, 'expected {seed}.webp with a seed of 1 to 128 printable characters'),
});

const artworkImageQuery = z.object({
  w: z
    .string()
    .regex(/^\d{1,4}$/, 'w must be a whole number of pixels')
    .transform(Number)
    .pipe(z.number().int().min(1, 'w must be at least 1').max(4096, 'w must be at most 4096'))
    .optional(),
});

const artworkIconParams = realmParams.extend({
  file: z.string().regex(/^icon-(192|512)(-maskable)?\.png$/, 'expected icon-192.png, icon-512.png or their -maskable variants'),
});

const fontParams = z.object({
  file: z
    .string()
    .max(64)
    .regex(/^[a-z0-9][a-z0-9.-]*$/, 'font file names are lower-case letters, digits, dots and dashes'),
});

// Media names are checked before they touch the file system: a segment may not be empty, `.`
// or `..`, start with a dot, or carry slashes of its own, so nothing outside an asset's folder
// (or hidden inside it) can be named.
const mediaSegment = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

const mediaParams = z.object({
  asset: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'asset names are lower-case letters, digits, dashes and underscores'),
  [WILDCARD_PARAM]: z
    .string()
    .max(512)
    .refine((file) => file.split('/').every((part) => mediaSegment.test(part) && !part.includes('..')), 'not a valid file name')
    .refine((file) => mediaExtensionOf(file) !== null, 'not a media file type this server serves'),
});

/** The params a path pattern names, its wildcard under WILDCARD_PARAM. */
type PatternParams<Id extends OperationId> = {
  [K in keyof OperationParams<Id> as K extends '*' ? typeof WILDCARD_PARAM : K]: string;
};

/** An operation whose path has parameters must have a params schema giving at least those. */
type ParamsEntry<Id extends OperationId> =
  HasParams<OperationPath<Id>> extends true ? { readonly params: z.ZodType<PatternParams<Id>> } : { readonly params?: never };

export const API = {
  realmDirectory: { response: realmDirectory },
  realmByName: { params: z.object({ name: realmName }), response: realmSettings },
  realmByHost: { query: realmByHostQuery, response: realmSettings },
  init: { query: initQuery, response: initResponse },
  labels: { params: z.object({ locale }), response: labels },
  menu: { query: menuQuery, response: menu },
  section: { params: z.object({ name: sectionName }), query: sectionQuery, response: pageContent },
  search: { query: searchQuery, response: searchAnswer },
  popular: { query: popularQuery, response: popularAnswer },
  artworkImage: { params: artworkImageParams, query: artworkImageQuery, produces: 'image/webp' },
  artworkLogo: { params: realmParams, produces: 'image/svg+xml' },
  artworkIcon: { params: artworkIconParams, produces: 'image/png' },
  font: { params: fontParams, produces: 'font/woff2' },
  media: { params: mediaParams, produces: 'application/vnd.apple.mpegurl' },
  manifestByHost: { produces: 'application/manifest+json' },
  manifestByPrefix: { params: z.object({ name: realmName }), produces: 'application/manifest+json' },
  openapi: { produces: 'application/json' },
  guestCheckin: { response: session.authTokens },
  login: { body: session.loginBody, response: session.authTokens },
  signupForm: { response: session.signupForm },
  signup: { body: session.signupBody, response: session.authTokens },
  signupPbr: { body: session.signupPbrBody, response: session.authTokens },
  tokenRefresh: { body: session.refreshBody, response: session.authTokens },
  logout: { body: session.logoutBody, response: session.done },
  passwordRequest: { body: session.passwordRequestBody, response: session.done },
  passwordReset: { body: session.passwordResetBody, response: session.done },
  confirmationVerify: { body: session.confirmationBody, response: session.confirmationAnswer },
  magicLinkRequest: { body: session.magicLinkRequestBody, response: session.done },
  magicLinkVerify: { body: session.magicLinkVerifyBody, response: session.authTokens },
  tvPinIssue: { response: session.tvPinIssued },
  tvPinPoll: { body: session.tvPinPollBody, response: session.tvPinPoll },
  tvPinAuthorize: { body: session.tvPinAuthorizeBody, response: session.done },
  oauthCode: { body: session.oauthCodeBody, response: session.oauthCodeAnswer },
  oauthToken: { body: session.oauthTokenBody, response: session.authTokens },
  impersonationToken: { body: session.impersonationTokenBody, response: session.impersonationToken },
  impersonate: { query: session.impersonateQuery, response: session.impersonationAnswer },
  pendingActivation: { params: session.idParams, response: session.pendingActivation },
  pendingActivationActivate: { params: session.idParams, response: session.authTokens },
  pendingActivationEntitlement: { params: session.idParams, response: session.entitlement },
  pendingActivationDelete: { params: session.idParams, response: session.done },
  referralSession: { body: session.referralBody, response: session.referral },
  userProfile: { response: session.userProfile },
  userProfileUpdate: { body: session.userProfileUpdate, response: session.userProfile },
  passwordChange: { body: passwordChangeBody, response: session.authTokens },
  missingInformation: { response: session.missingInformation },
  partitions: { response: partitionList },
  userPartition: { response: userPartition },
  userPartitionUpdate: { body: userPartitionBody, response: session.authTokens },
  profiles: { response: session.viewingProfiles },
  profileCreate: { body: session.profileBody, response: session.viewingProfile },
  profileUpdate: { params: session.idParams, body: session.profileBody, response: session.viewingProfile },
  profileDelete: { params: session.idParams, response: session.done },
  profileSelect: { params: session.idParams, body: session.profileSelectBody, response: session.authTokens },
  preferences: { response: session.preferencesAnswer },
  preferencesUpdate: { body: session.preferencesUpdate, response: session.preferencesAnswer },
  consentPrompts: { response: session.consentPrompts },
  consentAnswers: { query: session.consentAnswersQuery, response: session.savedConsentAnswers },
  consentAnswersUpdate: { body: z.array(session.consentAnswer).max(50), response: session.savedConsentAnswers },
  parentalControl: { response: session.parentalControl },
  parentalControlUpdate: { body: session.parentalControlBody, response: session.parentalControl },
  parentalControlVerify: { body: session.parentalVerifyBody, response: session.done },
  parentalControlResetRequest: { response: session.done },
  providerAuthorization: { body: federated.providerAuthorizationBody, response: federated.providerAuthorizationAnswer },
  providerSignin: { body: federated.providerSigninBody, response: session.authTokens },
  authenticationProviderDelete: { params: federated.providerParams, response: session.done },
  idpConfiguration: { params: federated.idpParams, response: federated.idpConfiguration },
  idpKeys: { params: federated.idpParams, response: federated.idpKeys },
  idpAuthorize: { params: federated.idpParams, query: federated.idpAuthorizeQuery, produces: 'text/html' },
  idpSignIn: { params: federated.idpParams, body: federated.idpSignInForm, produces: 'text/html' },
  idpToken: { params: federated.idpParams, body: federated.idpTokenBody, response: federated.idpTokenAnswer },
  playback: { params: playback.playbackParams, body: playback.playbackBody, response: playback.playbackAnswer },
  bucketPage: { params: browse.bucketPageParams, query: browse.bucketPageQuery, response: bucket },
  grid: { query: browse.gridQuery, response: browse.gridPage },
  releases: { query: browse.releasesQuery, response: browse.gridPage },
  browse: { query: browse.browseQuery, response: browse.browseIndex },
  promoNotifications: { query: browse.promoQuery, response: browse.promoAnswer },
  promoDismiss: { params: browse.promoParams, response: session.done },
  playbackHeartbeat: { params: playback.leaseParams, response: playback.streamLease },
  playbackRelease: { params: playback.leaseParams, response: session.done },
  livePlaylist: { params: playback.livePlaylistParams, query: playback.livePlaylistQuery, produces: 'application/vnd.apple.mpegurl' },
  contentDetail: { params: library.contentParams, query: library.contentQuery, response: library.contentDetail },
  newsList: { query: library.newsQuery, response: library.cardPage },
  schedule: { query: schedule.scheduleQuery, response: schedule.scheduleAnswer },
  upcoming: { query: schedule.upcomingQuery, response: schedule.cardPage },
  fighters: { query: schedule.fightersQuery, response: schedule.fightersAnswer },
  favourites: { query: schedule.listPageQuery, response: schedule.cardPage },
  favouriteIds: { response: schedule.favouriteIds },
  favouriteGet: { params: schedule.contentParams, response: schedule.favouriteState },
  favouritePut: { params: schedule.contentParams, response: schedule.favouriteState },
  favouriteDelete: { params: schedule.contentParams, response: schedule.favouriteState },
  watchlists: { response: schedule.watchlistList },
  watchlistCreate: { body: schedule.watchlistBody, response: schedule.watchlistSummary },
  watchlistGet: { params: schedule.watchlistParams, query: schedule.listPageQuery, response: schedule.watchlistDetail },
  watchlistRename: { params: schedule.watchlistParams, body: schedule.watchlistBody, response: schedule.watchlistSummary },
  watchlistDelete: { params: schedule.watchlistParams, response: session.done },
  watchlistItemPut: { params: schedule.watchlistItemParams, response: schedule.watchlistSummary },
  watchlistItemDelete: { params: schedule.watchlistItemParams, response: schedule.watchlistSummary },
  playerItem: { params: player.playerItemParams, query: player.localeQuery, response: player.playerItem },
  multiViewEvents: { query: player.localeQuery, response: player.multiViewEvents },
  progressList: { query: player.progressListQuery, response: player.progressList },
  progressGet: { params: player.playerItemParams, response: player.progressAnswer },
  progressSave: { params: player.playerItemParams, body: player.progressBody, response: player.progressAnswer },
  analyticsBatch: { body: analytics.analyticsBatch, response: analytics.analyticsBatchAnswer },
  analyticsConfig: { response: analytics.analyticsConfig },
  analyticsIdentity: { params: analytics.identityParams, body: analytics.identityBody, response: analytics.identityAnswer },
  analyticsStored: { query: analytics.analyticsStoredQuery, response: analytics.analyticsStored },
  outbox: { query: session.outboxQuery, response: session.outboxMessages },
  outboxPage: { query: session.outboxQuery, produces: 'text/html' },
  ...COMMERCE_API,
} as const satisfies { readonly [Id in OperationId]: OperationSchemas & ParamsEntry<Id> };

export type Api = typeof API;

type Field<Id extends OperationId, K extends keyof OperationSchemas> = Api[Id] extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** What a caller sends as the query (before coercion and defaults). */
export type QueryOf<Id extends OperationId> = [Field<Id, 'query'>] extends [never] ? undefined : z.input<Field<Id, 'query'>>;
export type BodyOf<Id extends OperationId> = [Field<Id, 'body'>] extends [never] ? undefined : z.input<Field<Id, 'body'>>;
/** The validated JSON answer. */
export type ResponseOf<Id extends OperationId> = [Field<Id, 'response'>] extends [never] ? never : z.output<Field<Id, 'response'>>;
/** Operations that answer JSON: the ones the app's http client calls. */
export type JsonOperationId = { [Id in OperationId]: Api[Id] extends { response: z.ZodType } ? Id : never }[OperationId];

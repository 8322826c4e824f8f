// The analytics collector's wire types (spec §7 "the customer-data library uploads batches by
// POST with plain-text JSON, config GET"). Each batch and each event carries an id the client
// made (crypto.randomUUID) so that a batch sent twice — a retry after a timeout the server did
// in fact answer, the page and the service worker both replaying — is stored once.
import { z } from 'zod';
import { DEVICE_ID_PATTERN } from './headers.ts';
import {
  ANALYTICS_USER_ID_PATTERN,
  IDENTITY_ACTIONS,
  IDENTITY_MAX_VALUE,
  ANALYTICS_MAX_ATTRIBUTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_KEY,
  ANALYTICS_MAX_NAME,
  ANALYTICS_MAX_VALUE,
} from './analytics-constants.ts';

export * from './analytics-constants.ts';

const uuid = z.string().uuid();

/** Text the database keeps: PostgreSQL refuses the NUL character in text and jsonb alike. */
const text = () => z.string().refine((value) => !value.includes('\u0000'), 'must not contain the NUL character');

/** The analytics user id an identity call answered (services/analytics-identity.ts derives it). */
export const analyticsUserId = z.string().regex(ANALYTICS_USER_ID_PATTERN, 'an analytics user id is a 64-bit integer in decimal');

/** Attribute values the collector keeps: short strings, finite numbers, booleans and null. */
const attributeValue = z.union([text().max(ANALYTICS_MAX_VALUE), z.number().finite(), z.boolean(), z.null()]);

export const analyticsAttributes = z
  .record(text().min(1).max(ANALYTICS_MAX_KEY), attributeValue)
  .refine((a) => Object.keys(a).length <= ANALYTICS_MAX_ATTRIBUTES, `at most ${ANALYTICS_MAX_ATTRIBUTES} attributes`);

export const analyticsEvent = z
  .object({
    id: uuid,
    name: text().trim().min(1).max(ANALYTICS_MAX_NAME),
    /** When it happened on the device (ISO 8601 with offset); the server keeps it as given. */
    timestamp: z.string().datetime({ offset: true }),
    attributes: analyticsAttributes,
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const analyticsBatch = z
  .object({
    id: uuid,
    /** The analytics session (a new one after 30 minutes without an event, spec §9). */
    sessionId: uuid,
    sentAt: z.string().datetime({ offset: true }),
    /** The analytics user the events belong to (the last identity answer before they were sealed). */
    mpid: analyticsUserId.optional(),
    events: z
      .array(analyticsEvent)
      .min(1)
      .max(ANALYTICS_MAX_EVENTS_PER_BATCH)
      .refine((events) => new Set(events.map((e) => e.id)).size === events.length, 'event ids must be unique within a batch'),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

export const analyticsBatchAnswer = z.object({
  batchId: uuid,
  /** False when this batch id was already stored: nothing new was written. */
  stored: z.boolean(),
  /** Events written by this request (0 for a repeated batch). */
  events: z.number().int().min(0),
});
export type AnalyticsBatchAnswer = z.infer<typeof analyticsBatchAnswer>;

/** What the customer-data library reads before it uploads (spec §4 "uninitialised until config fetch"). */
export const analyticsConfig = z.object({
  /** The realm's customer-data provider has settings.enabled === 'true'. */
  enabled: z.boolean(),
  maxEventsPerBatch: z.number().int(),
  maxBatchBytes: z.number().int(),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfig>;

/** The development read of stored events (DEV_ANALYTICS), for end-to-end checks and benchmarks. */
export const analyticsStoredQuery = z
  .object({ sessionId: uuid.optional(), name: text().min(1).max(ANALYTICS_MAX_NAME).optional() })
  .strict();

export const analyticsStored = z.object({
  batches: z.number().int(),
  events: z.array(
    z.object({ id: uuid, batchId: uuid, sessionId: uuid, mpid: analyticsUserId.nullable(), name: z.string(), timestamp: z.string() }),
  ),
});
export type AnalyticsStored = z.infer<typeof analyticsStored>;

export const identityParams = z.object({ action: z.enum(IDENTITY_ACTIONS) }).strict();

/** Spec §5: identity values are strings or null; a key left out means "not known". */
const identityValue = text().trim().min(1).max(IDENTITY_MAX_VALUE).nullable();

export const identityBody = z
  .object({
    /** The device the library runs on: the analytics user of a viewer nobody signed in as. */
    deviceId: z.string().regex(DEVICE_ID_PATTERN, 'a device id is 8 to 64 letters, digits, dashes or underscores'),
    knownIdentities: z.object({ customerId: identityValue.optional(), email: identityValue.optional() }).strict(),
  })
  .strict();
export type IdentityBody = z.infer<typeof identityBody>;

export const identityAnswer = z.object({
  mpid: analyticsUserId,
  /** A customer id is known for this user. */
  loggedIn: z.boolean(),
});
export type IdentityAnswer = z.infer<typeof identityAnswer>;

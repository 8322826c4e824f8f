// GET /v1/init/ query and response (SPEC §3 "Init response", §7).
import { z } from 'zod';
import { labels } from './labels.ts';
import { menu, menuTargetPlatform } from './menu.ts';
import { pageContent } from './content.ts';
import { licenceCatalogue } from './commerce.ts';

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const initQuery = z
  .object({
    /** Label locale. */
    lk: z
      .string()
      .regex(/^[a-z]{2}([_-][A-Z]{2})?$/)
      .optional(),
    /** Preference keys to read. */
    pk: csv.optional(),
    readLicences: boolParam.optional(),
    countEvents: z.literal('LIVE').optional(),
    menuTargetPlatform: menuTargetPlatform.optional(),
    altMenuTargetPlatform: menuTargetPlatform.optional(),
    readIconStore: boolParam.optional(),
    section: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .optional(),
    geoBlockedContentDisplayMode: z.enum(['SHOW', 'HIDE']).optional(),
    displaySectionLinkBuckets: z.enum(['SHOW', 'HIDE']).optional(),
    displayEpgBuckets: z.enum(['SHOW', 'HIDE']).optional(),
    displayContentAvailableOnSignIn: boolParam.optional(),
    /** Rails (buckets) per page of home's rails. */
    rpp: z.coerce.number().int().min(1).max(50).optional(),
    /** Items per page of each rail. */
    bpp: z.coerce.number().int().min(1).max(50).optional(),
    /** Section tiles per page of a section-link bucket. */
    bspp: z.coerce.number().int().min(1).max(50).optional(),
  })
  .strict();
export type InitQuery = z.infer<typeof initQuery>;

export const preferenceKey = z.enum(['subTitleLanguage', 'audioLanguage', 'autoAdvance', 'pluginAccessTokens', 'videoBackgroundAutoPlay']);

export const initResponse = z.object({
  analyticsEvents: z.array(z.string()),
  authentication: z.object({ isGuest: z.boolean(), isAuthenticated: z.boolean() }).nullable(),
  labels: labels.nullable(),
  preferences: z.record(z.string(), z.string()).nullable(),
  settings: z.record(z.string(), z.string()).nullable(),
  /** Spec §3: licence families and nonFamilyBasedLicences (readLicences=true). */
  licences: licenceCatalogue.nullable(),
  eventCount: z.number().int().nullable(),
  menu: menu.nullable(),
  readAuthenticationProvidersResponse: z.array(z.object({ name: z.string() })).nullable(),
  content: pageContent.nullable(),
  /** Icon name → URL. */
  iconStore: z.record(z.string(), z.string()).nullable(),
});
export type InitResponse = z.infer<typeof initResponse>;

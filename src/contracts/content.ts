// Catalogue wire types (SPEC §3 "Content card", init content heroes and buckets).
import { z } from 'zod';

export const contentType = z.enum(['LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES', 'VOD_SEASON', 'NEWS']);
export type ContentType = z.infer<typeof contentType>;

/**
 * Artwork URLs are width-less: the app appends `?w={css px × dpr}` for the width it shows,
 * and the server renders that width (snapped to a fixed ladder) with long cache headers.
 */
export const contentCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  coverUrl: z.string(),
  smallCoverUrl: z.string(),
  thumbnailUrl: z.string(),
  /** Seconds; null for live events and containers. */
  duration: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  live: z.boolean(),
  type: contentType,
  vodCount: z.number().int().nullable(),
  seasonCount: z.number().int().nullable(),
  favourite: z.boolean(),
  accessLevel: z.null(),
  availablePurchases: z.null(),
  metaFields: z.null(),
  propertyId: z.null(),
  sportId: z.null(),
  subEvents: z.null(),
  tags: z.null(),
  tournamentId: z.null(),
  watchProgress: z.null(),
  watchedAt: z.null(),
});
export type ContentCard = z.infer<typeof contentCard>;

export const contentLink = z.object({ contentId: z.string(), type: contentType });
export type ContentLink = z.infer<typeof contentLink>;

export const hero = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Landscape background (16:9). */
  imageUrl: z.string(),
  /** Portrait background (2:3) for narrow screens. */
  portraitImageUrl: z.string(),
  link: contentLink,
  live: z.boolean(),
});
export type Hero = z.infer<typeof hero>;

export const bucketType = z.enum(['CONTENT', 'LIVE_NOW', 'UPCOMING', 'SECTION_LINK']);
/** Card artwork shape of a rail. */
export const bucketImageStyle = z.enum(['LANDSCAPE', 'PORTRAIT']);

export const bucket = z.object({
  id: z.string(),
  name: z.string(),
  type: bucketType,
  imageStyle: bucketImageStyle,
  contentList: z.object({
    items: z.array(contentCard),
    page: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  }),
});
export type Bucket = z.infer<typeof bucket>;

export const pageContent = z.object({
  heroes: z.array(hero),
  buckets: z.array(bucket),
  bucketsPage: z.number().int(),
  bucketsTotalPages: z.number().int(),
});
export type PageContent = z.infer<typeof pageContent>;

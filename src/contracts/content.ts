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
  /**
   * When a live event starts (ISO); null for on-demand content. An event not yet on air says so.
   * Defaulted: answers cached on a device before heroes carried it still read.
   */
  startDate: z.string().nullable().default(null),
});
export type Hero = z.infer<typeof hero>;

// EPG rails show a channel's programme; they are hidden unless the caller asks for them (§7).
export const bucketType = z.enum(['CONTENT', 'LIVE_NOW', 'UPCOMING', 'SECTION_LINK', 'EPG']);
/** Card artwork shape of a rail. */
export const bucketImageStyle = z.enum(['LANDSCAPE', 'PORTRAIT']);

/** A tile of a section-link bucket: another section of the realm. */
export const sectionLink = z.object({ name: z.string(), title: z.string(), imageUrl: z.string() });
export type SectionLink = z.infer<typeof sectionLink>;

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
  /** SECTION_LINK buckets only: their page of section tiles (contentList counts them). */
  sectionLinks: z.array(sectionLink).optional(),
});
export type Bucket = z.infer<typeof bucket>;

/** Spec §3 "Sponsor info": a sponsor's logo on a section page, shown when displayMode is SHOW. */
export const sponsorInfo = z.object({
  sponsorImage: z.string(),
  sponsorLink: z.string().nullable(),
  altText: z.string(),
  displayMode: z.enum(['SHOW', 'HIDE']),
});
export type SponsorInfo = z.infer<typeof sponsorInfo>;

export const pageContent = z.object({
  /** The section's title in the asked language (absent on pages made before sections had one). */
  title: z.string().optional(),
  sponsor: sponsorInfo.nullable().optional(),
  heroes: z.array(hero),
  buckets: z.array(bucket),
  bucketsPage: z.number().int(),
  bucketsTotalPages: z.number().int(),
});
export type PageContent = z.infer<typeof pageContent>;

// Browsing the catalogue (issue 8): the display modes a page honours (spec §7), one rail's
// next page of items, grid and releases pages, the browse index, and promo notifications
// (spec §3 "Promo notification", §7 GET/PUT /promo-notification).
import { z } from 'zod';
import { contentCard, contentType, sectionLink, bucketImageStyle } from './content.ts';
import { locale } from './labels.ts';

const showHide = z.enum(['SHOW', 'HIDE']);
const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const pageNumber = z.coerce.number().int().min(1).max(10_000);

/**
 * Spec §7's display modes, as init and section pages take them. Section links show unless
 * HIDE; EPG rails hide unless SHOW; geo-blocked items follow the realm's setting unless asked;
 * items available on sign-in (licensed items) show unless `false`.
 */
export const displayModes = {
  displaySectionLinkBuckets: showHide.optional(),
  displayEpgBuckets: showHide.optional(),
  geoBlockedContentDisplayMode: showHide.optional(),
  displayContentAvailableOnSignIn: boolParam.optional(),
};

/** Rail ids are made of the realm, section and a slug: lower-case letters, digits and dashes. */
export const bucketId = z.string().regex(/^[a-z0-9-]{1,128}$/, 'bucket ids are 1 to 128 lower-case letters, digits and dashes');

export const bucketPageParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,64}$/, 'section names are 1 to 64 lower-case letters, digits and dashes'),
  id: bucketId,
});

export const bucketPageQuery = z
  .object({
    lk: locale.optional(),
    /** 1-based page of the rail's items. */
    p: pageNumber.optional(),
    /** Items per page of the rail (spec §7: 4 on a phone, 7 wider). */
    bpp: z.coerce.number().int().min(1).max(50).optional(),
    geoBlockedContentDisplayMode: displayModes.geoBlockedContentDisplayMode,
    displayContentAvailableOnSignIn: displayModes.displayContentAvailableOnSignIn,
  })
  .strict();

/** Grid page sizes (spec §9): 9 up to 720 px, 16 up to 1510 px, else 20. */
export const GRID_PAGE_SIZES = [9, 16, 20] as const;

/** Content types the grid and browse list: top-level items, not seasons (reached through series). */
export const gridContentType = contentType.exclude(['VOD_SEASON']);
export type GridContentType = z.infer<typeof gridContentType>;

export const gridQuery = z
  .object({
    lk: locale.optional(),
    /** A rail's items as a grid… */
    bucket: bucketId.optional(),
    /** …or every top-level item of one type. */
    type: gridContentType.optional(),
    p: pageNumber.optional(),
    /** Results per page: 9, 16 or 20 by the viewport (spec §9). */
    rpp: z.coerce.number().int().min(1).max(50).optional(),
    geoBlockedContentDisplayMode: displayModes.geoBlockedContentDisplayMode,
    displayContentAvailableOnSignIn: displayModes.displayContentAvailableOnSignIn,
  })
  .strict()
  .refine((q) => (q.bucket === undefined) !== (q.type === undefined), {
    message: 'name either a bucket or a type',
    path: ['bucket'],
  });

export const releasesQuery = z
  .object({
    lk: locale.optional(),
    p: pageNumber.optional(),
    rpp: z.coerce.number().int().min(1).max(50).optional(),
    geoBlockedContentDisplayMode: displayModes.geoBlockedContentDisplayMode,
    displayContentAvailableOnSignIn: displayModes.displayContentAvailableOnSignIn,
  })
  .strict();

export const gridPage = z.object({
  /** The rail's name for a bucket grid; null for a type grid or releases (the app names those). */
  title: z.string().nullable(),
  imageStyle: bucketImageStyle,
  items: z.array(contentCard),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type GridPage = z.infer<typeof gridPage>;

export const browseQuery = z.object({ lk: locale.optional() }).strict();

export const browseIndex = z.object({
  /** The realm's sections other than home, as tiles. */
  sections: z.array(sectionLink),
  /** Top-level content types the realm has, with how many items each. */
  types: z.array(z.object({ type: gridContentType, count: z.number().int() })),
});
export type BrowseIndex = z.infer<typeof browseIndex>;

/** Spec §3: a promo's link is a URL or a content item of one of three kinds. */
export const promoContentType = z.enum(['VOD', 'LIVE', 'PLAYLIST']);

export const promoNotification = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Artwork shown at 410×190. */
  imageUrl: z.string(),
  cta: z.string(),
  openInNewTab: z.boolean(),
  link: z.object({
    linkUrl: z.string().nullable(),
    contentLink: z.object({ contentId: z.string(), type: promoContentType }).nullable(),
  }),
});
export type PromoNotification = z.infer<typeof promoNotification>;

export const promoQuery = z.object({ maxNotifications: z.coerce.number().int().min(1).max(10).optional() }).strict();
export const promoAnswer = z.object({ promoNotifications: z.array(promoNotification) });
export const promoParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'promo ids are lower-case letters, digits and dashes') });

// Content detail and the news list (spec §2 playlist, series, season, news list and news item;
// §3 "Content card"): one item with its type's own parts, and pages of news. Every item in an
// answer is a content card (services/cards.ts), the same mapping as rails and search.
import { z } from 'zod';
import { contentCard, contentType } from './content.ts';
import { locale } from './labels.ts';
import { contentId } from './playback.ts';

/** Episodes, videos or news per page unless the caller asks otherwise. */
export const LIBRARY_PAGE_SIZE = 20;
export const LIBRARY_MAX_PAGE_SIZE = 50;
export const LIBRARY_MAX_PAGE = 10_000;

export const contentParams = z.object({ id: contentId });

const pageQuery = {
  /** Locale of titles and descriptions; defaults to the request's language. */
  lk: locale.optional(),
  /** 1-based page of the item's children (episodes, videos) or of the news. */
  p: z.coerce.number().int().min(1).max(LIBRARY_MAX_PAGE).optional(),
  /** Items per page. */
  ipp: z.coerce.number().int().min(1).max(LIBRARY_MAX_PAGE_SIZE).optional(),
};

export const contentQuery = z
  .object({
    ...pageQuery,
    /** The type the caller's route shows: an item of another type answers 404, as an unknown one. */
    type: contentType.optional(),
  })
  .strict();
export type ContentQuery = z.input<typeof contentQuery>;

export const cardPage = z.object({
  items: z.array(contentCard),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type CardPage = z.infer<typeof cardPage>;

export const contentDetail = z.object({
  /** The item itself: title, description, artwork, duration (videos), dates (events, news). */
  item: contentCard,
  /** A news item's text; null for other types. */
  body: z.string().nullable(),
  /** Where the item sits, outermost first: an episode's series and season, a video's playlist, a season's series. */
  parents: z.array(contentCard),
  /** A series' seasons in order, each counting its episodes (`vodCount`); null for other types. */
  seasons: z.array(contentCard).nullable(),
  /** A season's episodes or a playlist's videos, a page at a time; null for other types. */
  children: cardPage.nullable(),
});
export type ContentDetail = z.infer<typeof contentDetail>;

export const newsQuery = z.object(pageQuery).strict();
export type NewsQuery = z.input<typeof newsQuery>;

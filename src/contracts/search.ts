// Search and popular content (spec §3 "Search result set", §7 "Search and popular content",
// §9 "Search"). Hits are content cards; the result set is `hits, page, totalPages, totalHits`,
// with the number of matches per type beside it (the facets the search page's sections use).
import { z } from 'zod';
import { contentCard } from './content.ts';
import { locale } from './labels.ts';

import { SEARCH_TYPES } from './browse-constants.ts';

export { SEARCH_TYPES };
export const searchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchType>;

/** Spec §7: "hitsPerPage 10" is the call's default; the search page asks for its 12 (§9). */
export const SEARCH_HITS_PER_PAGE = 10;
export const SEARCH_MAX_HITS_PER_PAGE = 50;
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_MAX_QUERY = 100;
/** Popular events and popular videos each list this many (the spec's hitsPerPage). */
export const POPULAR_COUNT = 10;

/** `type=LIVE_EVENT,VOD_VIDEO`, or the key repeated; each type once. */
const typeList = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(SEARCH_TYPES.length)])
  .transform((value) => [value].flat().flatMap((part) => part.split(',')))
  .pipe(z.array(searchType, { error: `type is a comma-separated list of ${SEARCH_TYPES.join(', ')}` }).min(1))
  .transform((types) => SEARCH_TYPES.filter((t) => types.includes(t)));

export const searchQuery = z
  .object({
    /** What the viewer typed: words are matched whole, the last one also as a prefix, misspellings by trigram similarity. */
    q: z
      .string()
      .trim()
      .min(1, 'q is required')
      .max(SEARCH_MAX_QUERY, `q is at most ${SEARCH_MAX_QUERY} characters`)
      .refine((q) => /[\p{L}\p{N}]/u.test(q), 'q needs a letter or a digit'),
    /** Type facet(s); all four when absent. */
    type: typeList.optional(),
    /** 1-based page; a page after the last answers no hits. */
    p: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).optional(),
    hitsPerPage: z.coerce.number().int().min(1).max(SEARCH_MAX_HITS_PER_PAGE).optional(),
    /** Locale of titles; defaults to the request's language. */
    lk: locale.optional(),
  })
  .strict();
export type SearchQuery = z.input<typeof searchQuery>;

export const searchAnswer = z.object({
  hits: z.array(contentCard),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalHits: z.number().int(),
  /** Matches per type for the query, whatever `type` asked for. */
  facets: z.object({ type: z.record(searchType, z.number().int()) }),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const popularQuery = z.object({ lk: locale.optional() }).strict();

export const popularAnswer = z.object({
  popularEvents: z.object({ events: z.array(contentCard) }),
  popularVods: z.object({ vods: z.array(contentCard) }),
});
export type PopularAnswer = z.infer<typeof popularAnswer>;

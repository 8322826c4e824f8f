// A search hit to the wire's content card, by the spec's mapping (§3 "Content card (from
// search hits)"): title is the localised title, else the title, else the name; smallCoverUrl
// falls back to thumbnailUrl; vodCount to videosCount; seasonCount comes from seasonsCount or
// is null; favourite is false and the listed fields are null. The hit is what the search reads
// from the catalogue (searchHit below); the mapping is kept apart so each fallback holds
// whatever a hit lacks.
import { contentType, type ContentCard } from '../../contracts/content.ts';
import { artworkPath } from '../../contracts/paths.ts';
import { CARD_DEFAULTS, isLive, localised, toDate, type CardRow, type ChildCounts, type TextLocale } from './cards.ts';

export type SearchHit = {
  id: string;
  type: string;
  /** The title in the asked locale (or the realm default's); null when the item has none. */
  localisedTitle: string | null;
  title: string | null;
  name: string | null;
  localisedDescription: string | null;
  description: string;
  coverUrl: string;
  smallCoverUrl: string | null;
  thumbnailUrl: string;
  duration: number | null;
  startDate: string | null;
  endDate: string | null;
  live: boolean;
  vodCount: number | null;
  videosCount: number | null;
  seasonsCount: number | null;
};

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

export function hitToCard(hit: SearchHit): ContentCard {
  return {
    id: hit.id,
    title: [hit.localisedTitle, hit.title, hit.name].find(present) ?? '',
    description: present(hit.localisedDescription) ? hit.localisedDescription : hit.description,
    coverUrl: hit.coverUrl,
    smallCoverUrl: present(hit.smallCoverUrl) ? hit.smallCoverUrl : hit.thumbnailUrl,
    thumbnailUrl: hit.thumbnailUrl,
    duration: hit.duration,
    startDate: hit.startDate,
    endDate: hit.endDate,
    live: hit.live,
    type: contentType.parse(hit.type),
    vodCount: hit.vodCount ?? hit.videosCount,
    seasonCount: hit.seasonsCount ?? null,
    ...CARD_DEFAULTS,
  };
}

/**
 * The hit for a catalogue row. The catalogue keeps one title per item (no separate name) and
 * every item has its generated poster; a playlist's count is of its videos (videosCount), a
 * series' of its seasons (seasonsCount).
 */
export function searchHit(realm: string, row: CardRow, at: TextLocale, children: ChildCounts, now: Date): SearchHit {
  const count = children.get(row.id) ?? 0;
  return {
    id: row.id,
    type: row.type,
    localisedTitle: row.titles[at.locale] ?? row.titles[at.fallback] ?? null,
    title: row.title,
    name: null,
    localisedDescription: localised(row.description, row.descriptions, at),
    description: row.description,
    coverUrl: artworkPath.image(realm, 'cover', row.artwork),
    smallCoverUrl: artworkPath.image(realm, 'poster', row.artwork),
    thumbnailUrl: artworkPath.image(realm, 'thumb', row.artwork),
    duration: row.duration,
    startDate: toDate(row.start_date)?.toISOString() ?? null,
    endDate: toDate(row.end_date)?.toISOString() ?? null,
    live: isLive(row, now),
    vodCount: null,
    videosCount: row.type === 'VOD_PLAYLIST' || row.type === 'VOD_SEASON' ? count : null,
    seasonsCount: row.type === 'VOD_SERIES' ? count : null,
  };
}

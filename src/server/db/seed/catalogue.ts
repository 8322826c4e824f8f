// The demo catalogue of one realm: live events (past, on air, upcoming), videos, playlists with
// their videos, series with seasons and episodes, and news. Deterministic for a realm, an item
// count and an anchor day; every date is relative to the anchor day (UTC midnight).
import type { ContentType } from '../../../contracts/content.ts';
import { createRng, type Rng } from '../../lib/rng.ts';
import { compose, retitle, type ComposedText } from './text.ts';
import type { Pool, RealmDefinition, Template } from './realms/types.ts';

export type ContentSeed = ComposedText & {
  id: string;
  type: ContentType;
  parent_id: string | null;
  position: number;
  duration: number | null;
  start_date: Date | null;
  end_date: Date | null;
  artwork: string;
  media: string | null;
};

export type Pools = Record<Pool, string[]>;
export type Catalogue = { rows: ContentSeed[]; pools: Pools };

export const MIN_ITEMS = 20;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Events on air span the whole anchor day plus this margin on both sides, so they are live at
 * any time of that day; the anchor moves forward a whole day at a time (seed/anchor.ts).
 */
export const LIVE_NOW_MARGIN_HOURS = 3;
/** Past and upcoming events spread over this many days before and after the anchor day. */
const SPREAD_DAYS = 30;
/** The folder under media/ that every playable demo item streams. */
export const SAMPLE_MEDIA = 'sample';

type Builder = {
  rng: Rng;
  def: RealmDefinition;
  locales: string[];
  rows: ContentSeed[];
  pools: Pools;
  counters: Map<string, number>;
  /** Uses so far of each top-level film, series and playlist title. */
  titleUses: Map<string, number>;
};

function add(b: Builder, kind: string, row: Omit<ContentSeed, 'id' | 'artwork'>): string {
  const n = (b.counters.get(kind) ?? 0) + 1;
  b.counters.set(kind, n);
  const id = `${b.def.settings.realm}-${kind}-${n}`;
  b.rows.push({ id, artwork: id, ...row });
  return id;
}

const text = (b: Builder, templates: readonly Template[], context: Record<string, string | ComposedTitle> = {}) =>
  compose(b.rng, b.rng.pick(templates), b.def.vocabulary, b.locales, context);

/** A title for a top-level film, series or playlist that no earlier one has. */
function distinctText(b: Builder, templates: readonly Template[]): ComposedText {
  const composed = text(b, templates);
  const uses = (b.titleUses.get(composed.title) ?? 0) + 1;
  b.titleUses.set(composed.title, uses);
  return uses === 1 ? composed : retitle(composed, b.def.vocabulary.repeatTitle, uses);
}

type ComposedTitle = { en_US: string } & Record<string, string>;
const titleOf = (t: ComposedText): ComposedTitle => ({ ...t.titles, en_US: t.title });

function playable(b: Builder, range: [number, number]) {
  return { duration: b.rng.int(range[0], range[1]), start_date: null, end_date: null, media: SAMPLE_MEDIA };
}

/** A match-length event on a day before (negative) or after the anchor, between 10:00 and 23:00 UTC. */
function eventOnDay(b: Builder, anchor: Date, dayOffset: number) {
  const start = new Date(anchor.getTime() + dayOffset * DAY + 10 * HOUR + b.rng.int(0, 20) * 30 * MINUTE);
  const end = new Date(start.getTime() + b.rng.pick([90, 105, 120, 150, 180]) * MINUTE);
  return { start, end };
}

function addLive(b: Builder, anchor: Date, total: number): void {
  const templates = b.def.vocabulary.live;
  const onAir = Math.min(b.def.liveNowCount, total);
  const upcoming = Math.ceil((total - onAir) / 2);
  const past = total - onAir - upcoming;
  const live = (start: Date, end: Date) => ({ parent_id: null, duration: null, start_date: start, end_date: end, media: SAMPLE_MEDIA });
  for (let i = 0; i < onAir; i++) {
    const stagger = i * 15 * MINUTE;
    const start = new Date(anchor.getTime() - LIVE_NOW_MARGIN_HOURS * HOUR - stagger);
    const end = new Date(anchor.getTime() + DAY + LIVE_NOW_MARGIN_HOURS * HOUR + stagger);
    b.pools['live-now'].push(add(b, 'live', { type: 'LIVE_EVENT', ...text(b, templates), position: i, ...live(start, end) }));
  }
  const perDayUp = Math.max(1, Math.ceil(upcoming / SPREAD_DAYS));
  for (let i = 0; i < upcoming; i++) {
    const { start, end } = eventOnDay(b, anchor, 1 + Math.floor(i / perDayUp));
    b.pools.upcoming.push(add(b, 'live', { type: 'LIVE_EVENT', ...text(b, templates), position: onAir + i, ...live(start, end) }));
  }
  // Newest first, so "replays" rails can take the head of the pool.
  const perDayPast = Math.max(1, Math.ceil(past / SPREAD_DAYS));
  for (let i = 0; i < past; i++) {
    const { start, end } = eventOnDay(b, anchor, -1 - Math.floor(i / perDayPast));
    b.pools['past-live'].push(
      add(b, 'live', { type: 'LIVE_EVENT', ...text(b, templates), position: onAir + upcoming + i, ...live(start, end) }),
    );
  }
}

function addNews(b: Builder, anchor: Date, count: number): void {
  let hoursAgo = 1;
  for (let i = 0; i < count; i++) {
    const published = new Date(anchor.getTime() - hoursAgo * HOUR);
    hoursAgo += b.rng.int(3, 9);
    const row = { ...playable(b, b.def.vocabulary.durations.news), start_date: published };
    b.pools.news.push(add(b, 'news', { type: 'NEWS', ...text(b, b.def.vocabulary.news), parent_id: null, position: i, ...row }));
  }
}

/** Series until the budget is spent; returns what is left (fewer rows than a whole series needs). */
/** Series and playlists: top-level, unplayable and undated themselves. */
const TOP_LEVEL_CONTAINER = { parent_id: null, duration: null, start_date: null, end_date: null, media: null } as const;

function addSeries(b: Builder, budget: number): number {
  const v = b.def.vocabulary;
  for (let index = 0; budget >= 3; index++) {
    const series = distinctText(b, v.series);
    const seriesId = add(b, 'series', {
      type: 'VOD_SERIES',
      ...series,
      position: index,
      ...TOP_LEVEL_CONTAINER,
    });
    b.pools.series.push(seriesId);
    budget -= 1;
    const seasons = b.rng.int(1, 4);
    for (let s = 1; s <= seasons && budget >= 2; s++) {
      const season = compose(b.rng, v.season, v, b.locales, { n: String(s), series: titleOf(series) });
      const seasonId = add(b, 'season', {
        type: 'VOD_SEASON',
        ...season,
        parent_id: seriesId,
        position: s - 1,
        duration: null,
        start_date: null,
        end_date: null,
        media: null,
      });
      budget -= 1;
      const episodes = Math.min(b.rng.int(3, 8), budget);
      for (let e = 1; e <= episodes; e++) {
        const episode = text(b, v.episode, { n: String(e), series: titleOf(series) });
        const id = add(b, 'ep', {
          type: 'VOD_VIDEO',
          ...episode,
          parent_id: seasonId,
          position: e - 1,
          ...playable(b, v.durations.episode),
        });
        // The pilot of each series, for "start a story" rails.
        if (s === 1 && e === 1) b.pools.episodes.push(id);
      }
      budget -= episodes;
    }
  }
  return budget;
}

function addPlaylists(b: Builder, budget: number): number {
  const v = b.def.vocabulary;
  for (let index = 0; budget >= 2; index++) {
    const playlistId = add(b, 'playlist', {
      type: 'VOD_PLAYLIST',
      ...distinctText(b, v.playlist),
      position: index,
      ...TOP_LEVEL_CONTAINER,
    });
    b.pools.playlists.push(playlistId);
    budget -= 1;
    const videos = Math.min(b.rng.int(4, 12), budget);
    for (let i = 0; i < videos; i++) {
      add(b, 'vod', { type: 'VOD_VIDEO', ...text(b, v.vod), parent_id: playlistId, position: i, ...playable(b, v.durations.vod) });
    }
    budget -= videos;
  }
  return budget;
}

export function generateCatalogue(def: RealmDefinition, items: number, anchor: Date): Catalogue {
  if (!Number.isInteger(items) || items < MIN_ITEMS) throw new RangeError(`items must be an integer of at least ${MIN_ITEMS}`);
  const b: Builder = {
    rng: createRng(`${def.settings.realm}:catalogue`),
    def,
    locales: def.settings.realmLanguages.map((l) => l.language),
    rows: [],
    pools: { 'live-now': [], upcoming: [], 'past-live': [], vod: [], series: [], playlists: [], episodes: [], news: [] },
    counters: new Map(),
    titleUses: new Map(),
  };
  const hasLive = def.settings.hasLive && def.vocabulary.live.length > 0 && def.liveNowCount > 0;
  // Enough events for at least one past and one upcoming besides those on air.
  const live = hasLive ? Math.max(def.liveNowCount + 2, Math.round(items * def.mix.live)) : 0;
  const news = Math.max(1, Math.round(items * def.mix.news));
  addLive(b, anchor, live);
  addNews(b, anchor, news);
  addSeries(b, Math.round(items * def.mix.series));
  addPlaylists(b, Math.round(items * def.mix.playlists));
  // Standalone videos fill the rest, so the catalogue has exactly `items` rows.
  const standalone = items - b.rows.length;
  for (let i = 0; i < standalone; i++) {
    const id = add(b, 'vod', {
      type: 'VOD_VIDEO',
      ...distinctText(b, def.vocabulary.vod),
      parent_id: null,
      position: i,
      ...playable(b, def.vocabulary.durations.vod),
    });
    b.pools.vod.push(id);
  }
  return { rows: b.rows, pools: b.pools };
}

// Catalogue rows to the wire's content cards and heroes (SPEC §3 "Content card").
import type { Selectable } from 'kysely';
import { contentType, type ContentCard, type Hero } from '../../contracts/content.ts';
import { artworkPath } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { ContentTable } from '../db/schema.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

export const CARD_COLUMNS = [
  'content.id',
  'content.type',
  'content.title',
  'content.titles',
  'content.description',
  'content.descriptions',
  'content.duration',
  'content.start_date',
  'content.end_date',
  'content.artwork',
] as const;

export type CardRow = Pick<
  Selectable<ContentTable>,
  'id' | 'type' | 'title' | 'titles' | 'description' | 'descriptions' | 'duration' | 'start_date' | 'end_date' | 'artwork'
>;

/** How a card's text is localised: the asked locale, then the realm default, then the plain text. */
export type TextLocale = { locale: string; fallback: string };

/** The locale texts are read in (the asked one if the realm has it), falling back to the realm's default. */
export function textLocale(realm: RealmSettings, wanted: string | undefined): TextLocale {
  return { locale: resolveLocale(realm, wanted), fallback: defaultLocale(realm) };
}

export function localised(plain: string, byLocale: Record<string, string> | null, at: TextLocale): string {
  return byLocale?.[at.locale] ?? byLocale?.[at.fallback] ?? plain;
}

/** Drivers hand timestamps back as Date (pg, PGlite); strings are accepted for safety. */
export function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** On air right now: only live events, and only between their start and end. */
export function isLive(row: Pick<CardRow, 'type' | 'start_date' | 'end_date'>, now: Date): boolean {
  const start = toDate(row.start_date);
  const end = toDate(row.end_date);
  return row.type === 'LIVE_EVENT' && start !== null && end !== null && start <= now && now < end;
}

export type ChildCounts = ReadonlyMap<string, number>;

/** What a card says of itself before the viewer's own data (spec §3 Content card): none of it yet. */
export const CARD_DEFAULTS = {
  favourite: false,
  accessLevel: null,
  availablePurchases: null,
  metaFields: null,
  propertyId: null,
  sportId: null,
  subEvents: null,
  tags: null,
  tournamentId: null,
  watchProgress: null,
  watchedAt: null,
} as const satisfies Partial<ContentCard>;

export function toCard(realm: string, row: CardRow, at: TextLocale, children: ChildCounts, now: Date): ContentCard {
  const type = contentType.parse(row.type);
  const count = children.get(row.id) ?? 0;
  return {
    id: row.id,
    title: localised(row.title, row.titles, at),
    description: localised(row.description, row.descriptions, at),
    coverUrl: artworkPath.image(realm, 'cover', row.artwork),
    smallCoverUrl: artworkPath.image(realm, 'poster', row.artwork),
    thumbnailUrl: artworkPath.image(realm, 'thumb', row.artwork),
    duration: row.duration,
    startDate: toDate(row.start_date)?.toISOString() ?? null,
    endDate: toDate(row.end_date)?.toISOString() ?? null,
    live: isLive(row, now),
    type,
    // Playlists and seasons count their videos; series count their seasons.
    vodCount: type === 'VOD_PLAYLIST' || type === 'VOD_SEASON' ? count : null,
    seasonCount: type === 'VOD_SERIES' ? count : null,
    ...CARD_DEFAULTS,
  };
}

export function toHero(realm: string, row: CardRow, at: TextLocale, now: Date): Hero {
  return {
    id: row.id,
    title: localised(row.title, row.titles, at),
    description: localised(row.description, row.descriptions, at),
    imageUrl: artworkPath.image(realm, 'hero', row.artwork),
    portraitImageUrl: artworkPath.image(realm, 'hero-portrait', row.artwork),
    link: { contentId: row.id, type: contentType.parse(row.type) },
    live: isLive(row, now),
    startDate: row.type === 'LIVE_EVENT' ? (toDate(row.start_date)?.toISOString() ?? null) : null,
  };
}

/** Containers among `rows`, whose child counts the cards need. */
export function containerIds(rows: readonly CardRow[]): string[] {
  return rows.filter((r) => r.type === 'VOD_PLAYLIST' || r.type === 'VOD_SEASON' || r.type === 'VOD_SERIES').map((r) => r.id);
}

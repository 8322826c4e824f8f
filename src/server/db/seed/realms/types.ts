// The shape of a demo realm definition: everything that makes one realm look and read unlike
// another. The seed turns a definition into rows (settings, labels, menus, catalogue, rails).
import type { ContentType } from '../../../../contracts/content.ts';
import type { LabelKey } from '../../../../contracts/label-keys.ts';
import type { Licence } from '../../../../contracts/licence.ts';
import type { MenuTargetPlatform } from '../../../../contracts/menu.ts';
import type { RealmSettings } from '../../../../contracts/realm.ts';

/** Text per locale; en_US is always present and is the fallback for the others. */
export type Localised = { en_US: string } & Partial<Record<string, string>>;

/** A title and a description pattern with `{slot}` placeholders (`{team#2}` picks a second, different team). */
export type Template = { title: Localised; description: Localised };

export type Vocabulary = {
  /** Word lists the placeholders draw from; a value is the same in every locale or localised. */
  slots: Record<string, readonly (string | Localised)[]>;
  live: readonly Template[];
  vod: readonly Template[];
  playlist: readonly Template[];
  series: readonly Template[];
  /** `{n}` is the season number. */
  season: Template;
  /** `{n}` is the episode number, `{series}` the series' English title. */
  episode: readonly Template[];
  news: readonly Template[];
  /**
   * How a repeated film, series or playlist title is told apart (`{title}`, `{n}` as II, III, …);
   * small word lists repeat titles in big catalogues. Live events and news may repeat as they are.
   */
  repeatTitle: Localised;
  /** Seconds, [min, max]. */
  durations: { vod: [number, number]; episode: [number, number]; news: [number, number] };
};

/** Shares of the item budget per kind; standalone videos take what is left. */
export type CatalogueMix = { live: number; news: number; series: number; playlists: number };

/** Where a hand-picked rail or a hero takes its items from. */
export type Pool = 'live-now' | 'upcoming' | 'past-live' | 'vod' | 'series' | 'playlists' | 'episodes' | 'news';

export type BucketRuleDef =
  | { kind: 'live-now' }
  | { kind: 'upcoming' }
  | { kind: 'type'; type: ContentType; order: 'newest' | 'title' }
  | { kind: 'items'; from: readonly Pool[]; count: number };

export type BucketDef = {
  section: string;
  slug: string;
  /** Label key for the rail title; its text per locale goes into the label table. */
  labelKey: string;
  names: Localised;
  type: 'CONTENT' | 'LIVE_NOW' | 'UPCOMING';
  imageStyle: 'LANDSCAPE' | 'PORTRAIT';
  rule: BucketRuleDef;
};

export type HeroDef = { section: string; from: Pool };

export type MenuEntryDef = {
  key: string;
  type: 'VIEW' | 'SECTION' | 'OUTBOUND_LINK';
  /** An existing label key (home, browse, …) or a new one whose texts are in `titles`. */
  labelKey: string;
  titles?: Localised;
  data: { view?: string; section?: string; outboundLink?: string };
  platforms: readonly MenuTargetPlatform[];
  featured?: boolean;
};

export type RealmDefinition = {
  settings: RealmSettings;
  /** Realm-specific wording over the shared translations, per locale. */
  labels: Partial<Record<string, Partial<Record<LabelKey, string>>>>;
  menu: readonly MenuEntryDef[];
  buckets: readonly BucketDef[];
  heroes: readonly HeroDef[];
  licences: readonly Licence[];
  mix: CatalogueMix;
  /** Events on air at any moment (0 for on-demand realms). */
  liveNowCount: number;
  vocabulary: Vocabulary;
};

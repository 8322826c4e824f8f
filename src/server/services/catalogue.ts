// Page content for a section (heroes and a page of rails), single rails, and the number of
// events on air, at the time the clock gives. Only reads: the demo schedule is moved to today
// by jobs/demo-schedule.ts.
import { sql } from 'kysely';
import { z } from 'zod';
import {
  bucketImageStyle,
  bucketType,
  contentType,
  type Bucket,
  type Hero,
  type PageContent,
  type SectionLink,
  type SponsorInfo,
} from '../../contracts/content.ts';
import { artworkPath } from '../../contracts/paths.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import { bucketRows, childCounts, type BucketRule, type Visibility } from './bucket-rows.ts';
import { CARD_COLUMNS, containerIds, localised, toCard, toDate, toHero, type TextLocale } from './cards.ts';
import type { LabelService } from './labels.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

const bucketRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('items') }),
  z.object({ kind: z.literal('live-now') }),
  z.object({ kind: z.literal('upcoming') }),
  z.object({ kind: z.literal('type'), type: contentType, order: z.enum(['newest', 'title']) }),
  z.object({ kind: z.literal('sections'), sections: z.array(z.string()) }),
]) satisfies z.ZodType<BucketRule>;

export type PageOptions = {
  section: string;
  /** Any locale; resolved against the realm's languages. */
  locale: string;
  /** Rails per page (spec §7 `rpp`). */
  rpp: number;
  /** Items per page of each rail (spec §7 `bpp`); a rail's later pages come from `bucket`. */
  bpp: number;
  /** Section tiles per page of a section-link bucket (spec §7 `bspp`); `bpp` when absent. */
  bspp?: number;
  /** 1-based page of rails; heroes come with the first page only. */
  bucketsPage?: number;
  /** Rail types left out (display-modes.ts: SECTION_LINK, EPG); EPG when absent. */
  hideBucketTypes?: readonly string[];
  /** Items left out of the rails (geo-blocked, available on sign-in). */
  visibility?: Visibility;
  /** Labels already loaded for this locale (saves a query); loaded when absent. */
  translations?: Record<string, string>;
};

export type CatalogueService = {
  /** Null when the realm has no section of that name. */
  page(realm: RealmSettings, options: PageOptions): Promise<PageContent | null>;
  /** One rail with a page of its items; null when the realm has no such rail (in `section`, when named). */
  bucket(realm: RealmSettings, bucketId: string, options: BucketOptions): Promise<Bucket | null>;
  liveNowCount(realm: RealmSettings): Promise<number>;
  /**
   * The first moment after `after` at which a live event of the realm starts or ends (null:
   * none ahead). Pages depend on the clock only through those moments (live-now and upcoming
   * rails, the live flag, the on-air count), so a page made at `after` holds until then.
   */
  nextChange(realm: string, after: Date): Promise<Date | null>;
};

export type BucketOptions = {
  locale: string;
  page: number;
  /** Items (or section tiles) per page. */
  perPage: number;
  section?: string;
  visibility?: Visibility;
};

type BucketRow = { id: string; label_key: string; name: string; type: string; image_style: string; rule: unknown };

export function createCatalogueService(db: Db, labels: LabelService, now: () => Date): CatalogueService {
  async function fill(
    realm: RealmSettings,
    row: BucketRow,
    at: TextLocale,
    translations: Record<string, string>,
    page: number,
    rpp: number,
    time: Date,
    visibility?: Visibility,
  ): Promise<Bucket> {
    const rule = bucketRule.parse(row.rule);
    if (rule.kind === 'sections') return sectionLinkBucket(realm, row, at, translations, rule.sections, page, rpp);
    const { rows, total } = await bucketRows(db, {
      realm: realm.realm,
      bucketId: row.id,
      rule,
      locale: at.locale,
      now: time,
      offset: (page - 1) * rpp,
      limit: rpp,
      ...(visibility ? { visibility } : {}),
    });
    const counts = await childCounts(db, realm.realm, containerIds(rows));
    return {
      id: row.id,
      name: translations[row.label_key] ?? row.name,
      type: bucketType.parse(row.type),
      imageStyle: bucketImageStyle.parse(row.image_style),
      contentList: {
        items: rows.map((r) => toCard(realm.realm, r, at, counts, time)),
        page,
        totalPages: Math.ceil(total / rpp),
        totalItems: total,
      },
    };
  }

  /** A section-link bucket: a page of its sections (those the realm has) as tiles. */
  async function sectionLinkBucket(
    realm: RealmSettings,
    row: BucketRow,
    at: TextLocale,
    translations: Record<string, string>,
    names: readonly string[],
    page: number,
    perPage: number,
  ): Promise<Bucket> {
    const rows =
      names.length === 0
        ? []
        : await db
            .selectFrom('section')
            .select(['name', 'title', 'titles', 'artwork'])
            .where('realm', '=', realm.realm)
            .where('name', 'in', [...names])
            .execute();
    const byName = new Map(rows.map((r) => [r.name, r]));
    const links: SectionLink[] = names.flatMap((name) => {
      const r = byName.get(name);
      return r ? [{ name, title: localised(r.title, r.titles, at), imageUrl: artworkPath.image(realm.realm, 'thumb', r.artwork) }] : [];
    });
    return {
      id: row.id,
      name: translations[row.label_key] ?? row.name,
      type: bucketType.parse(row.type),
      imageStyle: bucketImageStyle.parse(row.image_style),
      contentList: { items: [], page, totalPages: Math.ceil(links.length / perPage), totalItems: links.length },
      sectionLinks: links.slice((page - 1) * perPage, page * perPage),
    };
  }

  /** The section's own title and sponsor block; nothing when it has no row of its own. */
  async function sectionFacts(realm: RealmSettings, section: string, at: TextLocale): Promise<Pick<PageContent, 'title' | 'sponsor'>> {
    const row = await db.selectFrom('section').selectAll().where('realm', '=', realm.realm).where('name', '=', section).executeTakeFirst();
    if (!row) return {};
    const sponsor: SponsorInfo | null = row.sponsor_artwork
      ? {
          sponsorImage: artworkPath.image(realm.realm, 'thumb', row.sponsor_artwork),
          sponsorLink: row.sponsor_link,
          altText: row.sponsor_alt ?? '',
          displayMode: row.sponsor_display_mode,
        }
      : null;
    return { title: localised(row.title, row.titles, at), sponsor };
  }

  async function heroes(realm: RealmSettings, section: string, at: TextLocale, time: Date): Promise<Hero[]> {
    const rows = await db
      .selectFrom('hero')
      .innerJoin('content', (join) => join.onRef('content.realm', '=', 'hero.realm').onRef('content.id', '=', 'hero.content_id'))
      .select(CARD_COLUMNS)
      .where('hero.realm', '=', realm.realm)
      .where('hero.section', '=', section)
      .orderBy('hero.position')
      .execute();
    return rows.map((r) => toHero(realm.realm, r, at, time));
  }

  const textLocale = (realm: RealmSettings, locale: string): TextLocale => ({
    locale: resolveLocale(realm, locale),
    fallback: defaultLocale(realm),
  });
  const bucketColumns = ['id', 'label_key', 'name', 'type', 'image_style', 'rule'] as const;

  return {
    async page(realm, options) {
      const time = now();
      const at = textLocale(realm, options.locale);
      const translations = options.translations ?? (await labels.forLocale(realm, at.locale)).translations;
      let query = db.selectFrom('bucket').select(bucketColumns).where('realm', '=', realm.realm).where('section', '=', options.section);
      // EPG rails show only when asked for (spec §7), here as on the wire.
      const hidden = options.hideBucketTypes ?? ['EPG'];
      if (hidden.length) query = query.where('type', 'not in', [...hidden]);
      const all = await query.orderBy('position').orderBy('id').execute();
      const pageNumber = Math.max(1, options.bucketsPage ?? 1);
      const heroList = pageNumber === 1 ? await heroes(realm, options.section, at, time) : [];
      if (all.length === 0 && heroList.length === 0) return null;
      const onPage = all.slice((pageNumber - 1) * options.rpp, pageNumber * options.rpp);
      const buckets: Bucket[] = [];
      // One rail at a time: PGlite runs one query at a time anyway, and order is kept.
      for (const row of onPage) {
        const perPage = row.type === 'SECTION_LINK' ? (options.bspp ?? options.bpp) : options.bpp;
        buckets.push(await fill(realm, row, at, translations, 1, perPage, time, options.visibility));
      }
      const facts = await sectionFacts(realm, options.section, at);
      return { ...facts, heroes: heroList, buckets, bucketsPage: pageNumber, bucketsTotalPages: Math.ceil(all.length / options.rpp) };
    },

    async bucket(realm, bucketId, options) {
      const time = now();
      let query = db.selectFrom('bucket').select(bucketColumns).where('realm', '=', realm.realm).where('id', '=', bucketId);
      if (options.section !== undefined) query = query.where('section', '=', options.section);
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const at = textLocale(realm, options.locale);
      const { translations } = await labels.forLocale(realm, at.locale);
      return fill(realm, row, at, translations, Math.max(1, options.page), options.perPage, time, options.visibility);
    },

    async liveNowCount(realm) {
      const time = now();
      const row = await db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('realm', '=', realm.realm)
        .where('type', '=', 'LIVE_EVENT')
        .where('start_date', '<=', time)
        .where('end_date', '>', time)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async nextChange(realm, after) {
      const row = await db
        .selectFrom('content')
        .select([
          sql<Date | string | null>`min(start_date) filter (where start_date > ${after})`.as('start'),
          sql<Date | string | null>`min(end_date) filter (where end_date > ${after})`.as('end'),
        ])
        .where('realm', '=', realm)
        .where('type', '=', 'LIVE_EVENT')
        .executeTakeFirst();
      const moments = [toDate(row?.start ?? null), toDate(row?.end ?? null)].filter((d): d is Date => d !== null);
      return moments.length === 0 ? null : new Date(Math.min(...moments.map((d) => d.getTime())));
    },
  };
}

// Page content for a section (heroes and a page of rails), single rails, and the number of
// events on air, at the time the clock gives. Only reads: the demo schedule is moved to today
// by jobs/demo-schedule.ts.
import { sql } from 'kysely';
import { z } from 'zod';
import { bucketImageStyle, bucketType, contentType, type Bucket, type Hero, type PageContent } from '../../contracts/content.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import { bucketRows, childCounts, type BucketRule } from './bucket-rows.ts';
import { CARD_COLUMNS, containerIds, toCard, toDate, toHero, type TextLocale } from './cards.ts';
import type { LabelService } from './labels.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

const bucketRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('items') }),
  z.object({ kind: z.literal('live-now') }),
  z.object({ kind: z.literal('upcoming') }),
  z.object({ kind: z.literal('type'), type: contentType, order: z.enum(['newest', 'title']) }),
]) satisfies z.ZodType<BucketRule>;

export type PageOptions = {
  section: string;
  /** Any locale; resolved against the realm's languages. */
  locale: string;
  /** Items per rail. */
  rpp: number;
  /** Rails per page. */
  bpp: number;
  /** 1-based page of rails; heroes come with the first page only. */
  bucketsPage?: number;
  /** Rail types left out, e.g. SECTION_LINK when the caller hides section links. */
  hideBucketTypes?: readonly string[];
  /** Labels already loaded for this locale (saves a query); loaded when absent. */
  translations?: Record<string, string>;
};

export type CatalogueService = {
  /** Null when the realm has no section of that name. */
  page(realm: RealmSettings, options: PageOptions): Promise<PageContent | null>;
  /** One rail with a page of its items; null when the realm has no such rail. */
  bucket(realm: RealmSettings, bucketId: string, options: { locale: string; page: number; rpp: number }): Promise<Bucket | null>;
  liveNowCount(realm: RealmSettings): Promise<number>;
  /**
   * The first moment after `after` at which a live event of the realm starts or ends (null:
   * none ahead). Pages depend on the clock only through those moments (live-now and upcoming
   * rails, the live flag, the on-air count), so a page made at `after` holds until then.
   */
  nextChange(realm: string, after: Date): Promise<Date | null>;
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
  ): Promise<Bucket> {
    const rule = bucketRule.parse(row.rule);
    const { rows, total } = await bucketRows(db, {
      realm: realm.realm,
      bucketId: row.id,
      rule,
      locale: at.locale,
      now: time,
      offset: (page - 1) * rpp,
      limit: rpp,
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
      if (options.hideBucketTypes?.length) query = query.where('type', 'not in', [...options.hideBucketTypes]);
      const all = await query.orderBy('position').orderBy('id').execute();
      const pageNumber = Math.max(1, options.bucketsPage ?? 1);
      const heroList = pageNumber === 1 ? await heroes(realm, options.section, at, time) : [];
      if (all.length === 0 && heroList.length === 0) return null;
      const onPage = all.slice((pageNumber - 1) * options.bpp, pageNumber * options.bpp);
      const buckets: Bucket[] = [];
      // One rail at a time: PGlite runs one query at a time anyway, and order is kept.
      for (const row of onPage) buckets.push(await fill(realm, row, at, translations, 1, options.rpp, time));
      return { heroes: heroList, buckets, bucketsPage: pageNumber, bucketsTotalPages: Math.ceil(all.length / options.bpp) };
    },

    async bucket(realm, bucketId, options) {
      const time = now();
      const row = await db
        .selectFrom('bucket')
        .select(bucketColumns)
        .where('realm', '=', realm.realm)
        .where('id', '=', bucketId)
        .executeTakeFirst();
      if (!row) return null;
      const at = textLocale(realm, options.locale);
      const { translations } = await labels.forLocale(realm, at.locale);
      return fill(realm, row, at, translations, Math.max(1, options.page), options.rpp, time);
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

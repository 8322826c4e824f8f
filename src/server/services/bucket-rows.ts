// The catalogue rows of one rail, a page at a time, by the rail's rule: hand-picked items,
// events on air, upcoming events, or all top-level items of one type.
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db/index.ts';
import type { BucketTable } from '../db/schema.ts';
import { CARD_COLUMNS, type CardRow } from './cards.ts';

export type BucketRule = Selectable<BucketTable>['rule'];

/**
 * Which items a page leaves out (spec §7 display modes). `geoBlockedFor`: hide items whose
 * territory rule the viewer's country fails (null: the country is unknown, which fails every
 * rule, as on the playback endpoint); absent: geo-blocked items show. `hideLicensed`: hide
 * items that only a licence unlocks ("available on sign-in").
 */
export type Visibility = { geoBlockedFor?: string | null; hideLicensed?: boolean };

/** Conditions on `content` rows for a visibility. */
export function visibilityConditions(v: Visibility | undefined): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (v && v.geoBlockedFor !== undefined) {
    const country = v.geoBlockedFor;
    const fails =
      country === null
        ? sql<boolean>`true`
        : sql<boolean>`case when g.mode = 'ALLOW' then not (${country} = any(g.countries)) else ${country} = any(g.countries) end`;
    conditions.push(
      sql<boolean>`not exists (select 1 from content_geo_rule g where g.realm = content.realm and g.content_id = content.id and ${fails})`,
    );
  }
  if (v?.hideLicensed) {
    conditions.push(sql<boolean>`not exists (select 1 from content_licence l where l.realm = content.realm and l.content_id = content.id)`);
  }
  return conditions;
}

export type RowsQuery = {
  realm: string;
  bucketId: string;
  rule: BucketRule;
  /** Locale whose titles order "A to Z" rails. */
  locale: string;
  now: Date;
  offset: number;
  limit: number;
  visibility?: Visibility;
};

export type RowsPage = { rows: CardRow[]; total: number };

async function handPicked(db: Db, q: RowsQuery): Promise<RowsPage> {
  let base = db
    .selectFrom('bucket_item')
    .innerJoin('content', (join) =>
      join.onRef('content.realm', '=', 'bucket_item.realm').onRef('content.id', '=', 'bucket_item.content_id'),
    )
    .where('bucket_item.realm', '=', q.realm)
    .where('bucket_item.bucket_id', '=', q.bucketId);
  for (const condition of visibilityConditions(q.visibility)) base = base.where(condition);
  const [rows, count] = await Promise.all([
    base.select(CARD_COLUMNS).orderBy('bucket_item.position').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

async function byRule(db: Db, q: RowsQuery): Promise<RowsPage> {
  const rule = q.rule;
  let base = db.selectFrom('content').where('content.realm', '=', q.realm);
  if (rule.kind === 'live-now') {
    base = base.where('content.type', '=', 'LIVE_EVENT').where('content.start_date', '<=', q.now).where('content.end_date', '>', q.now);
  } else if (rule.kind === 'upcoming') {
    base = base.where('content.type', '=', 'LIVE_EVENT').where('content.start_date', '>', q.now);
  } else if (rule.kind === 'type') {
    // Rails show top-level items; episodes and playlist videos are reached through their parent.
    base = base.where('content.type', '=', rule.type).where('content.parent_id', 'is', null);
  } else if (rule.kind === 'sections') {
    // Section-link buckets hold sections, not items (catalogue.ts fills them).
    return { rows: [], total: 0 };
  }
  for (const condition of visibilityConditions(q.visibility)) base = base.where(condition);
  let page = base.select(CARD_COLUMNS);
  if (rule.kind === 'type' && rule.order === 'title') {
    page = page.orderBy(sql`coalesce(content.titles->>${q.locale}, content.title)`);
  } else if (rule.kind === 'type') {
    // Newest: latest date first (news, events); undated videos in catalogue order.
    page = page.orderBy(sql`content.start_date desc nulls last`).orderBy('content.position');
  } else {
    page = page.orderBy('content.start_date');
  }
  const [rows, count] = await Promise.all([
    page.orderBy('content.id').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function bucketRows(db: Db, q: RowsQuery): Promise<RowsPage> {
  return q.rule.kind === 'items' ? handPicked(db, q) : byRule(db, q);
}

/** Children per container id (videos of a playlist or season, seasons of a series). */
export async function childCounts(db: Db, realm: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('content')
    .select(['parent_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('realm', '=', realm)
    .where('parent_id', 'in', [...ids])
    .groupBy('parent_id')
    .execute();
  return new Map(rows.flatMap((r) => (r.parent_id === null ? [] : [[r.parent_id, Number(r.n)] as const])));
}

// Home and section rails (buckets), their hand-picked items, and the heroes, for one realm.
import type { Selectable } from 'kysely';
import type { BucketTable } from '../schema.ts';
import type { Pools } from './catalogue.ts';
import { createRng } from '../../lib/rng.ts';
import type { BucketDef, RealmDefinition } from './realms/types.ts';

type StoredRule = Selectable<BucketTable>['rule'];

export type BucketSeed = {
  id: string;
  section: string;
  position: number;
  label_key: string;
  name: string;
  type: string;
  image_style: string;
  rule: StoredRule;
};
export type BucketItemSeed = { bucket_id: string; content_id: string; position: number };
export type HeroSeed = { section: string; position: number; content_id: string };
export type Rails = { buckets: BucketSeed[]; bucketItems: BucketItemSeed[]; heroes: HeroSeed[] };

/** Pools whose order means something (time), so a rail keeps their head instead of shuffling. */
const ORDERED = new Set(['past-live', 'upcoming', 'live-now', 'news']);
/** Hand-picked rails choose among the first entries of each pool: recent and varied enough. */
const CANDIDATES_PER_POOL = 40;

function storedRule(def: BucketDef): StoredRule {
  const rule = def.rule;
  return rule.kind === 'items' ? { kind: 'items' } : rule;
}

export function buildRails(def: RealmDefinition, pools: Pools): Rails {
  const realm = def.settings.realm;
  const rng = createRng(`${realm}:rails`);
  const buckets: BucketSeed[] = [];
  const bucketItems: BucketItemSeed[] = [];
  const positions = new Map<string, number>();

  for (const bucket of def.buckets) {
    const position = positions.get(bucket.section) ?? 0;
    positions.set(bucket.section, position + 1);
    const id = `${realm}-${bucket.section}-${bucket.slug}`;
    buckets.push({
      id,
      section: bucket.section,
      position,
      label_key: bucket.labelKey,
      name: bucket.names.en_US,
      type: bucket.type,
      image_style: bucket.imageStyle,
      rule: storedRule(bucket),
    });
    if (bucket.rule.kind !== 'items') continue;
    const from = bucket.rule.from;
    const candidates = [...new Set(from.flatMap((pool) => pools[pool].slice(0, CANDIDATES_PER_POOL)))];
    const keepOrder = from.length === 1 && from.every((pool) => ORDERED.has(pool));
    const chosen = (keepOrder ? candidates : rng.shuffle(candidates)).slice(0, bucket.rule.count);
    chosen.forEach((contentId, i) => bucketItems.push({ bucket_id: id, content_id: contentId, position: i }));
  }

  const heroes: HeroSeed[] = [];
  const used = new Set<string>();
  const heroPositions = new Map<string, number>();
  for (const hero of def.heroes) {
    const pool = pools[hero.from];
    const head = pool.slice(0, 20).filter((id) => !used.has(id));
    if (head.length === 0) continue; // a tiny catalogue may not have one of everything
    const contentId = ORDERED.has(hero.from) ? head[0] : rng.pick(head);
    if (!contentId) continue;
    used.add(contentId);
    const position = heroPositions.get(hero.section) ?? 0;
    heroPositions.set(hero.section, position + 1);
    heroes.push({ section: hero.section, position, content_id: contentId });
  }
  return { buckets, bucketItems, heroes };
}

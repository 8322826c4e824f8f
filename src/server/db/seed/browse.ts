// The demo's browse data (migration 012), once per database under its own marker, so a
// database seeded before it existed gets it on its next start: each demo realm's sections
// (titles and tile artwork; arena's football section has a sponsor), a section-link rail and
// an EPG rail (hidden unless asked for, spec §7) on arena's home, and one promo notification
// for arena, the realm with `hasPromoNotification`.
import type { Db } from '../index.ts';
import { claimSeedMarker } from './claim.ts';

export const BROWSE_SEED_KEY = 'demo_browse';

type SectionSeed = { realm: string; name: string; title: string; titles: Record<string, string>; sponsor?: { link: string; alt: string } };

export const DEMO_SECTIONS: readonly SectionSeed[] = [
  { realm: 'arena', name: 'home', title: 'Home', titles: { pt_BR: 'Início' } },
  {
    realm: 'arena',
    name: 'football',
    title: 'Football',
    titles: { pt_BR: 'Futebol' },
    sponsor: { link: 'https://sponsor.example/arena', alt: 'Presented by Kickstart Energy' },
  },
  { realm: 'cinema', name: 'home', title: 'Home', titles: { es_ES: 'Inicio' } },
  { realm: 'cinema', name: 'classics', title: 'Classics', titles: { es_ES: 'Clásicos' } },
  { realm: 'club', name: 'home', title: 'Home', titles: {} },
  { realm: 'club', name: 'matchday', title: 'Matchday', titles: {} },
];

export const DEMO_PROMO = {
  realm: 'arena',
  id: 'arena-welcome',
  texts: {
    en_US: { title: 'Goals of the season', description: 'Every goal of the season in one playlist.', cta: 'Watch the goals' },
    pt_BR: { title: 'Gols da temporada', description: 'Todos os gols da temporada em uma playlist.', cta: 'Ver os gols' },
  },
} as const;

/** Rails added to arena's home after its own: section links, and an EPG rail. */
export const ARENA_RAILS = [
  {
    id: 'arena-home-explore',
    section: 'home',
    position: 100,
    label_key: 'browse',
    name: 'Browse',
    type: 'SECTION_LINK',
    image_style: 'LANDSCAPE',
    rule: { kind: 'sections', sections: ['football'] },
  },
  {
    id: 'arena-home-guide',
    section: 'home',
    position: 101,
    label_key: 'schedule',
    name: 'Schedule',
    type: 'EPG',
    image_style: 'LANDSCAPE',
    rule: { kind: 'live-now' },
  },
] as const;

export async function seedDemoBrowse(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const realms = await trx.selectFrom('realm').select('name').where('name', 'in', ['arena', 'cinema', 'club']).execute();
    if (realms.length < 3) return false;
    if (!(await claimSeedMarker(trx, BROWSE_SEED_KEY, { version: 1 }))) return false;
    await trx
      .insertInto('section')
      .values(
        DEMO_SECTIONS.map((s, position) => ({
          realm: s.realm,
          name: s.name,
          position,
          title: s.title,
          titles: JSON.stringify(s.titles),
          artwork: `section-${s.realm}-${s.name}`,
          sponsor_artwork: s.sponsor ? `sponsor-${s.realm}-${s.name}` : null,
          sponsor_link: s.sponsor?.link ?? null,
          sponsor_alt: s.sponsor?.alt ?? null,
        })),
      )
      .execute();
    await trx
      .insertInto('bucket')
      .values(ARENA_RAILS.map((r) => ({ ...r, realm: 'arena', rule: JSON.stringify(r.rule) })))
      .execute();
    const playlist = await trx
      .selectFrom('content')
      .select('id')
      .where('realm', '=', DEMO_PROMO.realm)
      .where('type', '=', 'VOD_PLAYLIST')
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst();
    await trx
      .insertInto('promo_notification')
      .values({
        realm: DEMO_PROMO.realm,
        id: DEMO_PROMO.id,
        texts: JSON.stringify(DEMO_PROMO.texts),
        artwork: 'promo-arena-welcome',
        open_in_new_tab: false,
        link_url: playlist ? null : 'https://arena.example/goals',
        content_id: playlist?.id ?? null,
        content_type: playlist ? 'PLAYLIST' : null,
      })
      .execute();
    return true;
  });
}

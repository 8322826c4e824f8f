// The demo realms' licences, licence families and EPG channels in their other languages
// (migration 022), once per database under their own marker, so a database seeded before the
// columns existed reads them too. Only rows still without translations are written: an
// operator's own wording is never replaced.
import { sql } from 'kysely';
import type { Db } from '../index.ts';
import { claimSeedMarker, presentDemoRealms } from './claim.ts';
import { DEMO_REALMS } from './realms/index.ts';

export const COMMERCE_TEXTS_SEED_KEY = 'demo_commerce_texts';

type Texts = Record<string, Record<string, string>>;

/** By realm, then licence id: the licence's name, description and badge per locale. */
export const DEMO_LICENCE_TEXTS: Readonly<Record<string, Readonly<Record<string, Texts>>>> = {
  arena: {
    'arena-monthly': {
      pt_BR: { name: 'Arena Mensal', description: 'Todas as partidas ao vivo e sob demanda, cobrança mensal.' },
    },
    'arena-yearly': {
      pt_BR: {
        name: 'Arena Anual',
        description: 'Uma temporada inteira de esporte ao vivo pelo preço de dez meses.',
        badge: 'Melhor custo-benefício',
      },
    },
    'arena-ppv-derby': {
      pt_BR: {
        name: 'Passe Noite do Clássico',
        description: 'Um evento: o Clássico do Litoral, ao vivo e com replay por 48 horas.',
        badge: 'Evento avulso',
      },
    },
  },
  cinema: {
    'cinema-monthly': {
      es_ES: {
        name: 'Cine Mensual',
        description: 'Todas las películas y series, siete días de prueba gratis, cancela cuando quieras.',
        badge: 'Prueba gratis',
      },
    },
    'cinema-yearly': {
      es_ES: { name: 'Cine Anual', description: 'Un año de cine, dos meses gratis.', badge: 'Mejor precio' },
    },
    'cinema-premiere': {
      es_ES: { name: 'Alquiler de estreno', description: 'El estreno de esta semana, tuyo para siempre.', badge: 'Alquilar' },
    },
  },
};

/** By realm, then family id: the family's name and description per locale. */
export const DEMO_FAMILY_TEXTS: Readonly<Record<string, Readonly<Record<string, Texts>>>> = {
  arena: { 'arena-pass': { pt_BR: { name: 'Passe Arena', description: 'Todas as partidas ao vivo e sob demanda.' } } },
  cinema: { 'cinema-unlimited': { es_ES: { name: 'Cine Ilimitado', description: 'Todas las películas y series.' } } },
};

/** An EPG channel's name per locale, from its number (the seed names them "Channel n"). */
export const CHANNEL_NAME: Readonly<Record<string, (n: number) => string>> = {
  pt_BR: (n) => `Canal ${n}`,
  es_ES: (n) => `Canal ${n}`,
};

export async function seedDemoCommerceTexts(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const present = await presentDemoRealms(trx);
    if (present.length === 0) return false;
    if (!(await claimSeedMarker(trx, COMMERCE_TEXTS_SEED_KEY, { version: 1 }))) return false;
    for (const realm of present) {
      const tables = [
        ['licence', DEMO_LICENCE_TEXTS[realm]],
        ['licence_family', DEMO_FAMILY_TEXTS[realm]],
      ] as const;
      for (const [table, byId] of tables) {
        for (const [id, texts] of Object.entries(byId ?? {})) {
          await trx
            .updateTable(table)
            .set({ translations: JSON.stringify(texts) })
            .where('realm', '=', realm)
            .where('id', '=', id)
            .where(sql<boolean>`translations = '{}'::jsonb`)
            .execute();
        }
      }
      const languages = DEMO_REALMS.find((d) => d.settings.realm === realm)?.settings.realmLanguages.map((l) => l.language) ?? [];
      const channels = await trx
        .selectFrom('live_channel')
        .select(['id', 'position'])
        .where('realm', '=', realm)
        .where(sql<boolean>`names = '{}'::jsonb`)
        .execute();
      for (const channel of channels) {
        const names: Record<string, string> = {};
        for (const language of languages) {
          const name = CHANNEL_NAME[language];
          if (name) names[language] = name(channel.position + 1);
        }
        if (Object.keys(names).length === 0) continue;
        await trx
          .updateTable('live_channel')
          .set({ names: JSON.stringify(names) })
          .where('realm', '=', realm)
          .where('id', '=', channel.id)
          .execute();
      }
    }
    return true;
  });
}

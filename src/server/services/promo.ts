// Promo notifications (spec §3, §7): the realm's active notifications a viewer has not
// dismissed, and their dismissal. A viewer is an account, guests included, so a guest's
// dismissal holds for as long as its session. Realms without `hasPromoNotification` have none.
import type { PromoNotification } from '../../contracts/browse.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import type { PromoTexts } from '../db/schema-browse.ts';
import { artworkPath } from '../../contracts/paths.ts';
import { defaultLocale, resolveLocale } from './locale.ts';

export type PromoService = {
  list(realm: RealmSettings, userId: string, locale: string, max: number): Promise<PromoNotification[]>;
  /** False when the realm has no such notification. Dismissing twice is not an error. */
  dismiss(realm: RealmSettings, userId: string, id: string): Promise<boolean>;
};

function texts(all: PromoTexts, locale: string, fallback: string) {
  return all[locale] ?? all[fallback] ?? Object.values(all)[0] ?? { title: '', description: '', cta: '' };
}

export function createPromoService(db: Db): PromoService {
  return {
    async list(realm, userId, locale, max) {
      if (!realm.hasPromoNotification) return [];
      const rows = await db
        .selectFrom('promo_notification as p')
        .selectAll('p')
        .where('p.realm', '=', realm.realm)
        .where('p.active', '=', true)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('promo_dismissal as d')
                .select('d.promo_id')
                .whereRef('d.realm', '=', 'p.realm')
                .whereRef('d.promo_id', '=', 'p.id')
                .where('d.user_id', '=', userId),
            ),
          ),
        )
        .orderBy('p.position')
        .orderBy('p.id')
        .limit(max)
        .execute();
      const at = resolveLocale(realm, locale);
      return rows.map((row) => {
        const text = texts(row.texts, at, defaultLocale(realm));
        return {
          id: row.id,
          title: text.title,
          description: text.description,
          imageUrl: artworkPath.image(realm.realm, 'cover', row.artwork),
          cta: text.cta,
          openInNewTab: row.open_in_new_tab,
          link: {
            linkUrl: row.link_url,
            contentLink: row.content_id && row.content_type ? { contentId: row.content_id, type: row.content_type } : null,
          },
        };
      });
    },

    async dismiss(realm, userId, id) {
      if (!realm.hasPromoNotification) return false;
      const found = await db
        .selectFrom('promo_notification')
        .select('id')
        .where('realm', '=', realm.realm)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) return false;
      await db
        .insertInto('promo_dismissal')
        .values({ realm: realm.realm, promo_id: id, user_id: userId })
        .onConflict((oc) => oc.columns(['user_id', 'realm', 'promo_id']).doNothing())
        .execute();
      return true;
    },
  };
}

// The navigation menu of a realm per platform (SPEC §3 "Menu"), titles in the caller's labels.
import { menuItem, normaliseView, type Menu, type MenuTargetPlatform } from '../../contracts/menu.ts';
import { menuLayout, type RealmSettings } from '../../contracts/realm.ts';
import { z } from 'zod';
import type { Db } from '../db/index.ts';

const storedMenu = z.object({
  layout: menuLayout,
  items: z.array(menuItem.extend({ titleKey: z.string() })),
});

export type MenuService = {
  /** The menu of the first platform in `platforms` that has one (mobile falls back to web). */
  forPlatform(realm: RealmSettings, platforms: readonly MenuTargetPlatform[], translations: Record<string, string>): Promise<Menu | null>;
};

export function createMenuService(db: Db): MenuService {
  return {
    async forPlatform(realm, platforms, translations) {
      if (platforms.length === 0) return null;
      const rows = await db
        .selectFrom('menu')
        .select(['platform', 'menu'])
        .where('realm', '=', realm.realm)
        .where('platform', 'in', [...platforms])
        .execute();
      const row = platforms.map((p) => rows.find((r) => r.platform === p)).find((r) => r !== undefined);
      if (!row) return null;
      const stored = storedMenu.parse(row.menu);
      const siteTitle = realm.settings.MAIN_TITLE;
      return {
        layout: stored.layout,
        items: stored.items.map(({ titleKey, ...item }) => {
          const title = translations[titleKey] ?? item.title;
          // Menus stored before the spec's spelling (LIVE_NOW) answer with livenow.
          const data = item.data.view ? { ...item.data, view: normaliseView(item.data.view) } : item.data;
          return { ...item, data, title, seo: { title: `${title} - ${siteTitle}` } };
        }),
      };
    },
  };
}

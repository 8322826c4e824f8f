// Everything one realm needs in the database, as plain rows: settings, labels per locale,
// menus per platform, licences, catalogue, rails and heroes. Pure: no database access here.
import type { Licence } from '../../../contracts/licence.ts';
import { menuTargetPlatform, type MenuTargetPlatform } from '../../../contracts/menu.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { StoredMenu } from '../schema.ts';
import { generateCatalogue, type ContentSeed } from './catalogue.ts';
import { sharedLabels } from './labels/index.ts';
import { buildRails, type BucketItemSeed, type BucketSeed, type HeroSeed } from './rails.ts';
import type { RealmDefinition } from './realms/types.ts';

export type RealmSeed = {
  settings: RealmSettings;
  labels: { locale: string; translations: Record<string, string> }[];
  menus: { platform: MenuTargetPlatform; menu: StoredMenu }[];
  licences: Licence[];
  content: ContentSeed[];
  buckets: BucketSeed[];
  bucketItems: BucketItemSeed[];
  heroes: HeroSeed[];
};

/** The realm's own label keys (rail and menu titles) in `locale`, English where untranslated. */
function realmKeys(def: RealmDefinition, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const bucket of def.buckets) out[bucket.labelKey] = bucket.names[locale] ?? bucket.names.en_US;
  for (const entry of def.menu) if (entry.titles) out[entry.labelKey] = entry.titles[locale] ?? entry.titles.en_US;
  return out;
}

export function buildLabels(def: RealmDefinition): RealmSeed['labels'] {
  return def.settings.realmLanguages.map(({ language }) => ({
    locale: language,
    translations: { ...sharedLabels(language), ...def.labels[language], ...realmKeys(def, language) },
  }));
}

export function buildMenus(def: RealmDefinition, englishLabels: Record<string, string>): RealmSeed['menus'] {
  const realm = def.settings.realm;
  const title = def.settings.settings.MAIN_TITLE;
  return menuTargetPlatform.options.map((platform) => ({
    platform,
    menu: {
      layout: def.settings.appSettings.menuLayout,
      items: def.menu
        .filter((entry) => entry.platforms.includes(platform))
        .map((entry) => {
          const text = englishLabels[entry.labelKey] ?? entry.titles?.en_US ?? entry.key;
          return {
            id: `${realm}-${platform.toLowerCase().replace('_', '-')}-${entry.key}`,
            type: entry.type,
            title: text,
            titleKey: entry.labelKey,
            data: { ...entry.data },
            // Spec §9: page titles are joined with ' - '.
            seo: { title: `${text} - ${title}` },
            style: { featured: entry.featured ?? false, iconUrl: null },
            showIcon: false,
            imageSize: null,
            imageStyle: null,
          };
        }),
    },
  }));
}

export function generateRealmSeed(def: RealmDefinition, items: number, anchor: Date): RealmSeed {
  const labels = buildLabels(def);
  const english = labels.find((l) => l.locale === 'en_US')?.translations ?? sharedLabels('en_US');
  const catalogue = generateCatalogue(def, items, anchor);
  const rails = buildRails(def, catalogue.pools);
  return {
    settings: def.settings,
    labels,
    menus: buildMenus(def, english),
    licences: [...def.licences],
    content: catalogue.rows,
    ...rails,
  };
}

// Realms a test file makes for itself, so it does not depend on the demo seed. Built on the
// app's realm fixture: one complete RealmSettings document for every kind of test.
import { realmSettings, type RealmLanguage, type RealmLook, type RealmSettings } from '../../src/contracts/realm.ts';
import type { Db } from '../../src/server/db/index.ts';
import { bumpRealmVersions } from '../../src/server/db/realm-version.ts';
import { realmFixture } from '../../src/lib/testing/fixtures.ts';

export type TestRealm = {
  title: string;
  look?: Partial<RealmLook>;
  domains?: string[];
  locales?: string[];
  customizations?: Record<string, string>;
};

const language = (locale: string): RealmLanguage => ({
  language: locale,
  region: locale.slice(3),
  primaryFontUrl: '',
  secondaryFontUrl: '',
  tertiaryFontUrl: '',
  primaryFontFamily: 'Oswald',
  secondaryFontFamily: 'Inter',
  tertiaryFontFamily: 'Inter',
});

export function testRealm(name: string, realm: TestRealm): RealmSettings {
  const base = realmFixture();
  return realmSettings.parse({
    ...base,
    realm: name,
    realmFullName: `${realm.title} Television`,
    domains: realm.domains ?? [],
    preferredDomain: realm.domains?.[0] ?? `${name}.localhost`,
    settings: {
      ...base.settings,
      primaryColour: '#e63946',
      secondaryColour: '#1d3557',
      tertiaryColour: '#f1c40f',
      LOGO: '',
      MAIN_TITLE: realm.title,
      ...realm.look,
    },
    realmLanguages: (realm.locales ?? ['en_GB']).map(language),
    appSettings: { ...base.appSettings, apiKey: `key-${name}` },
    customizations: realm.customizations ?? {},
  });
}

/** Inserts realms as an operator would, bumping their versions; `hosts` gives extra host names per realm name. */
export async function insertRealms(db: Db, realms: RealmSettings[], hosts: Record<string, string[]> = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const realm of realms) {
      await trx
        .insertInto('realm')
        .values({ name: realm.realm, settings: JSON.stringify(realm), hosts: hosts[realm.realm] ?? [] })
        .execute();
    }
    await bumpRealmVersions(
      trx,
      realms.map((r) => r.realm),
    );
  });
}

/** Rewrites one realm's en_US sign-in label, as an operator would (a transaction works too); bumping is the caller's. */
export async function setSignIn(db: Db, realm: string, text: string) {
  const row = await db
    .selectFrom('label')
    .select('translations')
    .where('realm', '=', realm)
    .where('locale', '=', 'en_US')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('label')
    .set({ translations: JSON.stringify({ ...row.translations, signIn: text }) })
    .where('realm', '=', realm)
    .where('locale', '=', 'en_US')
    .execute();
}

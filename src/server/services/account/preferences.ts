// A viewer's preferences (spec §3 Init "Preference keys"): key/value strings, for guests as for
// customers (a guest account is a user row too). Keys not set read as the defaults below.
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { invalidFields, type FieldProblem } from './errors.ts';

export const PREFERENCE_KEYS = [
  'subTitleLanguage',
  'audioLanguage',
  'autoAdvance',
  'pluginAccessTokens',
  'videoBackgroundAutoPlay',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type PreferenceChanges = Partial<Record<PreferenceKey, string>>;

/** What a viewer who never chose reads: play on, background video on; languages and plugin tokens unset. */
const DEFAULTS: Readonly<Partial<Record<PreferenceKey, string>>> = { autoAdvance: 'true', videoBackgroundAutoPlay: 'true' };

const LANGUAGE_KEYS = ['subTitleLanguage', 'audioLanguage'] as const;

export type PreferencesService = {
  read(userId: string): Promise<Record<string, string>>;
  /** Sets the given keys (the rest stay); answers every preference after the change. */
  update(userId: string, realm: RealmSettings, changes: PreferenceChanges): Promise<Record<string, string>>;
};

/** A viewer's preferences from their stored rows (key → value): known keys only, the rest the defaults. */
export function preferencesOf(stored: Readonly<Record<string, string>>): Record<string, string> {
  const known = Object.entries(stored).filter(([key]) => (PREFERENCE_KEYS as readonly string[]).includes(key));
  return { ...DEFAULTS, ...Object.fromEntries(known) };
}

export function createPreferencesService(db: Db, now: () => Date): PreferencesService {
  async function read(userId: string): Promise<Record<string, string>> {
    const rows = await db.selectFrom('user_preference').select(['key', 'value']).where('user_id', '=', userId).execute();
    return preferencesOf(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  }

  return {
    read,
    async update(userId, realm, changes) {
      const problems: FieldProblem[] = [];
      for (const key of LANGUAGE_KEYS) {
        const value = changes[key];
        // Subtitles may be turned off (empty); audio always has a language.
        if (value === undefined || (key === 'subTitleLanguage' && value === '')) continue;
        if (!realm.audioSubtitleLanguages.includes(value)) problems.push({ field: key, problem: 'unsupportedLanguage' });
      }
      if (problems.length) throw invalidFields('Some preferences are not valid for this realm', problems);
      const rows = Object.entries(changes)
        .filter((entry): entry is [PreferenceKey, string] => entry[1] !== undefined)
        .map(([key, value]) => ({ user_id: userId, key, value, updated_at: now() }));
      if (rows.length) {
        await db
          .insertInto('user_preference')
          .values(rows)
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'key'])
              .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })),
          )
          .execute();
      }
      return read(userId);
    },
  };
}

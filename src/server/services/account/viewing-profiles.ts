// Viewing profiles under an account (adult and child), in realms whose profile configuration
// is ENABLED. An account keeps at least one adult profile, so someone can always leave a
// child profile; the profile a token is using cannot be deleted from under it.
import { randomUUID } from 'node:crypto';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { ProfileType, ViewingProfile } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { conflict, forbidden, notFoundHere } from './errors.ts';

export const MAX_PROFILES = 5;
/** Avatar colours in the order profiles are made (contrast-checked against white initials). */
const AVATAR_COLOURS = ['#C62828', '#1565C0', '#2E7D32', '#6A1B9A', '#EF6C00', '#00838F'] as const;

export type ProfileInput = { name: string; type: ProfileType };

export type ViewingProfileService = {
  /** The account's profiles in order; an account in a profile realm that has none gets its first adult one. */
  list(userId: string, realm: RealmSettings): Promise<ViewingProfile[]>;
  get(userId: string, id: string): Promise<ViewingProfile | null>;
  create(userId: string, realm: RealmSettings, input: ProfileInput): Promise<ViewingProfile>;
  update(userId: string, realm: RealmSettings, id: string, input: ProfileInput): Promise<ViewingProfile>;
  remove(userId: string, realm: RealmSettings, id: string, activeProfileId: string | null): Promise<void>;
  /** 403 unless the realm has profiles switched on. */
  requireEnabled(realm: RealmSettings): void;
};

type Row = { id: string; name: string; type: ProfileType; avatar_colour: string };
const toWire = (r: Row): ViewingProfile => ({ id: r.id, name: r.name, type: r.type, avatarColour: r.avatar_colour });
const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function createViewingProfileService(db: Db): ViewingProfileService {
  // `exec` is the database or the transaction that holds the account's lock.
  const rows = (exec: Db, userId: string) =>
    exec
      .selectFrom('viewing_profile')
      .select(['id', 'name', 'type', 'avatar_colour'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();

  function requireEnabled(realm: RealmSettings): void {
    if (realm.profileConfiguration.status !== 'ENABLED')
      throw forbidden(`Realm '${realm.realm}' has no viewing profiles`, 'profilesNotEnabled');
  }

  async function owned(exec: Db, userId: string, id: string): Promise<Row> {
    const row = await exec
      .selectFrom('viewing_profile')
      .select(['id', 'name', 'type', 'avatar_colour'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFoundHere('No such profile on this account', 'profileNotFound');
    return row;
  }

  /**
   * Runs a change of the account's profiles holding its user row's lock: two changes at once
   * (two tabs adding a profile) are made one after the other, so the limits hold.
   */
  function locked<T>(userId: string, change: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      return change(trx);
    });
  }

  function checkName(existing: readonly Row[], name: string, except?: string): void {
    if (existing.some((p) => p.id !== except && sameName(p.name, name)))
      throw conflict(`A profile named '${name}' exists`, 'profileNameTaken');
  }

  return {
    requireEnabled,

    async list(userId, realm) {
      if (realm.profileConfiguration.status !== 'ENABLED') return (await rows(db, userId)).map(toWire);
      const existing = await rows(db, userId);
      if (existing.length > 0) return existing.map(toWire);
      // Two first visits at once: the lock lets one make the profile, the other then sees it.
      return locked(userId, async (trx) => {
        if ((await rows(trx, userId)).length === 0) {
          const user = await trx
            .selectFrom('app_user')
            .select(['preferred_name', 'full_name'])
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          const name = (user.preferred_name || user.full_name?.split(' ')[0] || 'Main').slice(0, 40);
          await trx
            .insertInto('viewing_profile')
            .values({ id: randomUUID(), user_id: userId, name, type: 'ADULT', avatar_colour: AVATAR_COLOURS[0], position: 0 })
            .execute();
        }
        return (await rows(trx, userId)).map(toWire);
      });
    },

    async get(userId, id) {
      const row = await db
        .selectFrom('viewing_profile')
        .select(['id', 'name', 'type', 'avatar_colour'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toWire(row) : null;
    },

    async create(userId, realm, input) {
      requireEnabled(realm);
      return locked(userId, async (trx) => {
        const existing = await rows(trx, userId);
        if (existing.length >= MAX_PROFILES) throw conflict(`An account has at most ${MAX_PROFILES} profiles`, 'profileLimitReached');
        checkName(existing, input.name);
        const row: Row = {
          id: randomUUID(),
          name: input.name,
          type: input.type,
          avatar_colour: AVATAR_COLOURS[existing.length % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0],
        };
        await trx
          .insertInto('viewing_profile')
          .values({ ...row, user_id: userId, position: existing.length })
          .execute();
        return toWire(row);
      });
    },

    async update(userId, realm, id, input) {
      requireEnabled(realm);
      return locked(userId, async (trx) => {
        const current = await owned(trx, userId, id);
        const existing = await rows(trx, userId);
        checkName(existing, input.name, id);
        if (current.type === 'ADULT' && input.type === 'CHILD' && existing.filter((p) => p.type === 'ADULT').length === 1) {
          throw conflict('The account needs an adult profile', 'lastAdultProfile');
        }
        await trx.updateTable('viewing_profile').set({ name: input.name, type: input.type }).where('id', '=', id).execute();
        return toWire({ ...current, name: input.name, type: input.type });
      });
    },

    async remove(userId, realm, id, activeProfileId) {
      requireEnabled(realm);
      await locked(userId, async (trx) => {
        const current = await owned(trx, userId, id);
        if (id === activeProfileId) throw conflict('The profile in use cannot be deleted; switch first', 'profileInUse');
        const existing = await rows(trx, userId);
        if (current.type === 'ADULT' && existing.filter((p) => p.type === 'ADULT').length === 1) {
          throw conflict('The account needs an adult profile', 'lastAdultProfile');
        }
        await trx.deleteFrom('viewing_profile').where('id', '=', id).execute();
      });
    },
  };
}

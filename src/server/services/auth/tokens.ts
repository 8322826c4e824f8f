// Access and refresh tokens (decision 0014). The access token is an HS256 JWT whose payload
// is exactly TokenClaims, signed with a key derived from the realm's key, the user's id and
// the user's token_version: bumping the version (logout everywhere, a new password) refuses
// every token issued before without a list of them. One session's logout adds its access
// token to a short deny list instead. Refresh tokens are opaque, stored hashed, and rotate:
// each use spends one and issues the next in the same family; presenting a spent one again
// means it was copied, so the whole family is revoked.
import { createHmac, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import type { AuthTokens, TokenClaims } from '../../../contracts/session.ts';
import { tokenClaims } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { decodeJwt, signJwt, signatureMatches } from './jwt.ts';
import type { RealmKeys } from './realm-keys.ts';
import { accountRules, missingProfileFields, tokenPartition, type AccountRules } from './rules.ts';
import { hashSecret, newSecret } from './secrets.ts';

export type TokenOptions = {
  accessTtlS: number;
  refreshTtlS: number;
  now: () => Date;
  /** Whether the realm wants accounts confirmed (lacksConfirmation). */
  requiresConfirmation: (realm: string) => Promise<boolean>;
  /** Whether the realm's partitionSettings say PARTITIONED (the `par` claim). */
  partitioned: (realm: string) => Promise<boolean>;
};

export type SessionUser = {
  id: string;
  realm: string;
  roles: string[];
  is_guest: boolean;
  locale: string | null;
  confirmed: boolean;
  token_version: number;
  full_name: string | null;
  phone_number: string | null;
  birth_date: string | null;
  tax_number: string | null;
  partition_id: string | null;
};

export type IssueOptions = {
  /** The active viewing profile (its id; the type is read from the table). */
  profileId?: string | null;
  /** The administrator signed in as this user. */
  impersonatorId?: string | null;
  /** Continue a family (refresh, profile switch) instead of starting one. */
  familyId?: string;
};

/** A verified access token and whose it is. */
export type VerifiedToken = {
  claims: TokenClaims;
  user: SessionUser;
  token: string;
  /** The user's stored preferences, as rows (key → value), when asked for. */
  preferences?: Record<string, string>;
};

/** What verify reads besides the account, in the same query. */
export type VerifyExtras = { preferences?: boolean };

/** The account columns a token is built from (SessionUser). */
export const USER_COLUMNS = [
  'id',
  'realm',
  'roles',
  'is_guest',
  'locale',
  'confirmed',
  'token_version',
  'full_name',
  'phone_number',
  'birth_date',
  'tax_number',
  'partition_id',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message, { messageKey: 'failedAuthentication' });
const revoked = (message: string) => new HttpError(401, 'REVOKED', message, { messageKey: 'sessionExpired' });

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(db: Db, keys: RealmKeys, options: TokenOptions) {
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  async function userKey(realm: string, userId: string, version: number): Promise<KeyObject> {
    const realmKey = await keys.keyFor(realm);
    return createSecretKey(createHmac('sha256', realmKey).update(`access\u0000${userId}\u0000${version}`).digest());
  }

  async function claimsFor(user: SessionUser, issue: IssueOptions, iat: number, rules?: AccountRules): Promise<TokenClaims> {
    let pro: TokenClaims['pro'] = null;
    if (issue.profileId) {
      const profile = await db
        .selectFrom('viewing_profile')
        .select(['id', 'type'])
        .where('id', '=', issue.profileId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (profile) pro = { id: profile.id, type: profile.type === 'CHILD' ? 'c' : 'a' };
    }
    const par = user.partition_id
      ? tokenPartition(await options.partitioned(user.realm), rules ?? (await accountRules(db, user.realm)), user.partition_id)
      : null;
    return {
      sub: user.id,
      gue: user.is_guest,
      rol: user.roles as TokenClaims['rol'],
      exp: iat + options.accessTtlS,
      iat,
      aud: user.realm,
      loc: user.locale,
      par,
      pro,
      apr: !user.is_guest && !user.confirmed,
      ads: null,
      imp: issue.impersonatorId ?? null,
      // Two sign-ins of one user in the same second would otherwise mint the same token, and
      // signing one of them out would sign out the other.
      jti: randomUUID(),
    };
  }

  /** Signs claims as they are (tests sign expired ones with this). */
  async function sign(user: Pick<SessionUser, 'id' | 'realm' | 'token_version'>, claims: TokenClaims): Promise<string> {
    return signJwt(claims, await userKey(user.realm, user.id, user.token_version));
  }

  async function loadUser(realm: string, id: string): Promise<SessionUser | undefined> {
    if (!UUID.test(id)) return undefined;
    return db.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).where('realm', '=', realm).executeTakeFirst();
  }

  /** New tokens for a user: a refresh token in a new (or the given) family and its access token. */
  async function issue(user: SessionUser, issueOptions: IssueOptions = {}): Promise<AuthTokens> {
    const now = options.now();
    const iat = Math.floor(now.getTime() / 1000);
    const refreshToken = newSecret();
    await db
      .insertInto('refresh_token')
      .values({
        id: randomUUID(),
        family_id: issueOptions.familyId ?? randomUUID(),
        user_id: user.id,
        token_hash: hashSecret(refreshToken),
        profile_id: issueOptions.profileId ?? null,
        impersonator_id: issueOptions.impersonatorId ?? null,
        expires_at: new Date(now.getTime() + options.refreshTtlS * 1000),
      })
      .execute();
    const rules = await accountRules(db, user.realm);
    const claims = await claimsFor(user, issueOptions, iat, rules);
    return {
      authorisationToken: await sign(user, claims),
      refreshToken,
      exp: claims.exp,
      missingInformationStatus: missingProfileFields(rules, user).length > 0 ? 'MISSING' : 'NONE',
      lacksConfirmation: !user.is_guest && !user.confirmed && (await options.requiresConfirmation(user.realm)),
    };
  }

  /**
   * The viewer an access token names, for `realm`: refused (401 UNAUTHORIZED) when it is not
   * this server's, is for another realm, was tampered with, was signed out, or its user's
   * tokens were revoked; 401 TOKEN_EXPIRED when it is genuine but past its expiry.
   */
  async function verify(realm: string, token: string, also: VerifyExtras = {}): Promise<VerifiedToken> {
    const decoded = decodeJwt(token);
    if (!decoded) throw unauthorized('The token is not a token of this server');
    const parsed = tokenClaims.safeParse(decoded.payload);
    if (!parsed.success) throw unauthorized('The token is not a token of this server');
    const claims = parsed.data;
    if (claims.aud !== realm) throw unauthorized(`The token is not for realm '${realm}'`);
    // The account and whether this token was signed out, in one query: every authenticated
    // request asks both, and on the embedded database each query is a measurable cost.
    const found = UUID.test(claims.sub)
      ? await db
          .selectFrom('app_user')
          .select(USER_COLUMNS)
          .select((eb) =>
            eb
              .exists(eb.selectFrom('revoked_access_token').select('token_hash').where('token_hash', '=', hashSecret(token)))
              .as('signed_out'),
          )
          // init reads the viewer's preferences on every app start: in the same round trip.
          .$if(also.preferences === true, (qb) =>
            qb.select(
              sql<Record<
                string,
                string
              > | null>`(select json_object_agg(p.key, p.value) from user_preference p where p.user_id = app_user.id)`.as('preferences'),
            ),
          )
          .where('id', '=', claims.sub)
          .where('realm', '=', realm)
          .executeTakeFirst()
      : undefined;
    if (!found) throw unauthorized('The token is not valid (tampered with, or revoked)');
    const { signed_out: signedOut, preferences, ...user } = found;
    if (!signatureMatches(decoded, await userKey(realm, user.id, user.token_version))) {
      throw unauthorized('The token is not valid (tampered with, or revoked)');
    }
    if (claims.exp <= seconds()) throw new HttpError(401, 'TOKEN_EXPIRED', 'The token has expired', { messageKey: 'sessionExpired' });
    if (signedOut) throw unauthorized('The token was signed out');
    return { claims, user, token, ...(also.preferences ? { preferences: preferences ?? {} } : {}) };
  }

  /** Spends a refresh token for the next pair of its family; reuse revokes the family. */
  async function refresh(realm: string, refreshToken: string): Promise<AuthTokens> {
    const now = options.now();
    const row = await db
      .selectFrom('refresh_token as t')
      .innerJoin('app_user as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.family_id',
        't.spent_at',
        't.revoked_at',
        't.expires_at',
        't.profile_id',
        't.impersonator_id',
        't.user_id',
        'u.realm',
      ])
      .where('t.token_hash', '=', hashSecret(refreshToken))
      .executeTakeFirst();
    if (!row || row.realm !== realm) throw unauthorized('Unknown refresh token');
    if (row.revoked_at) throw revoked('The session was signed out');
    if (new Date(row.expires_at) <= now) {
      throw new HttpError(401, 'TOKEN_EXPIRED', 'The refresh token has expired', { messageKey: 'sessionExpired' });
    }
    // Spent only if nobody spent it first: two uses of one token, however close, are one too many.
    const spent = row.spent_at
      ? undefined
      : await db
          .updateTable('refresh_token')
          .set({ spent_at: now })
          .where('id', '=', row.id)
          .where('spent_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
    if (!spent) {
      await revokeFamily(row.family_id);
      throw revoked('A refresh token was used twice: the session is signed out');
    }
    const user = await loadUser(realm, row.user_id);
    if (!user) throw unauthorized('Unknown refresh token');
    return issue(user, { familyId: row.family_id, profileId: row.profile_id, impersonatorId: row.impersonator_id });
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .updateTable('refresh_token')
      .set({ revoked_at: options.now() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Every session of a user ends: all families revoked, every access token refused. Given a
   * transaction, inside it (an email change ends the sessions in the same commit as the change).
   */
  async function revokeAll(userId: string, within?: Db): Promise<void> {
    const run = async (trx: Db) => {
      await trx
        .updateTable('app_user')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
      await trx
        .updateTable('refresh_token')
        .set({ revoked_at: options.now() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    };
    await (within ? run(within) : db.transaction().execute(run));
  }

  /**
   * Sign out the session of an access token: its refresh family (when its refresh token is
   * given) and the access token itself; with `all`, every session of the user.
   */
  async function logout(
    session: { userId: string; token: string; exp: number },
    refreshToken: string | undefined,
    all: boolean,
  ): Promise<void> {
    if (all) return revokeAll(session.userId);
    if (refreshToken) {
      const row = await db
        .selectFrom('refresh_token')
        .select(['family_id', 'user_id'])
        .where('token_hash', '=', hashSecret(refreshToken))
        .executeTakeFirst();
      if (row && row.user_id === session.userId) await revokeFamily(row.family_id);
    }
    await db
      .insertInto('revoked_access_token')
      .values({ token_hash: hashSecret(session.token), expires_at: new Date(session.exp * 1000) })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
    // The list only needs tokens that would still verify; older entries go.
    await db.deleteFrom('revoked_access_token').where('expires_at', '<', options.now()).execute();
  }

  /**
   * A fresh access token for the same session when the presented one is in the last quarter of
   * its life (spec §7 "replacement authorisation"): an active viewer is never sent to refresh,
   * and the refresh family is untouched. Null while the token has time left.
   */
  async function renewal(verified: VerifiedToken): Promise<string | null> {
    const now = seconds();
    if (verified.claims.exp - now > options.accessTtlS / 4) return null;
    return sign(verified.user, { ...verified.claims, iat: now, exp: now + options.accessTtlS });
  }

  return { issue, verify, refresh, logout, revokeAll, revokeFamily, sign, loadUser, claimsFor, renewal };
}

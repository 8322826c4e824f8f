// One-time tokens (confirmation, password reset, magic link, PIN reset, activation,
// impersonation): a random secret handed out once, stored by its hash, used at most once
// before it expires. Using one is a single conditional update, so two uses racing cannot both
// succeed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import type { OneTimeTokenKind } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';

export type IssuedOneTime = { id: string; secret: string; expiresAt: Date };
export type UsedOneTime = { id: string; userId: string | null; data: Record<string, unknown>; createdAt: Date; expiresAt: Date };

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;

export function createOneTimeTokens(db: Db, now: () => Date) {
  return {
    async issue(
      realm: string,
      kind: OneTimeTokenKind,
      userId: string | null,
      ttlS: number,
      data: Record<string, unknown> = {},
    ): Promise<IssuedOneTime> {
      const secret = newSecret();
      const id = randomUUID();
      const expiresAt = new Date(now().getTime() + ttlS * 1000);
      await db
        .insertInto('one_time_token')
        .values({ id, realm, kind, token_hash: hashSecret(secret), user_id: userId, data: JSON.stringify(data), expires_at: expiresAt })
        .execute();
      return { id, secret, expiresAt };
    },

    /**
     * Marks the token used and returns it, or null when it is unknown, of another kind or realm,
     * used or expired. `within` a transaction, a failure of what the token was for unspends it.
     */
    async use(realm: string, kind: OneTimeTokenKind, secret: string, within: Db = db): Promise<UsedOneTime | null> {
      const at = now();
      const row = await within
        .updateTable('one_time_token')
        .set({ used_at: at })
        .where('token_hash', '=', hashSecret(secret))
        .where('realm', '=', realm)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['id', 'user_id', 'data', 'created_at', 'expires_at'])
        .executeTakeFirst();
      return row
        ? { id: row.id, userId: row.user_id, data: row.data, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) }
        : null;
    },

    /** The token if it is still usable, without using it. */
    async peek(realm: string, kind: OneTimeTokenKind, secret: string): Promise<UsedOneTime | null> {
      const row = await db
        .selectFrom('one_time_token')
        .select(['id', 'user_id', 'data', 'created_at', 'expires_at'])
        .where('token_hash', '=', hashSecret(secret))
        .where('realm', '=', realm)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst();
      return row
        ? { id: row.id, userId: row.user_id, data: row.data, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) }
        : null;
    },

    /** Every unused token of a kind for a user is spent (a new password ends older reset links). */
    async spendAll(userId: string, kind: OneTimeTokenKind): Promise<void> {
      await db
        .updateTable('one_time_token')
        .set({ used_at: now() })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

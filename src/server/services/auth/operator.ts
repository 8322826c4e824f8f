// What operators start: an administrator signing in as a user (impersonation, spec §6), and
// accounts created for someone that wait for their activation (/pendingactivationuser/{id}).
// Plus referral records (spec §3 Other), kept 30 days.
import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { OneTimeTokens } from './one-time.ts';
import { insertPendingActivation } from './pending-activation.ts';
import { hashSecret } from './secrets.ts';
import type { TokenService } from './tokens.ts';

export const IMPERSONATION_TTL_S = 300;
export const ACTIVATION_TTL_S = 30 * 86_400;
export const REFERRAL_TTL_S = 30 * 86_400;

const impersonationRefused = () =>
  new HttpError(400, 'BAD_REQUEST', 'The impersonation token is not valid any more', { messageKey: 'tokenInvalidOrExpired' });
const noActivation = () => new HttpError(404, 'NOT_FOUND', 'No pending activation with this id', { messageKey: 'tokenInvalidOrExpired' });

export type OperatorService = ReturnType<typeof createOperatorService>;

export function createOperatorService(db: Db, tokens: TokenService, oneTime: OneTimeTokens, now: () => Date) {
  /** A usable activation: its id is the secret in the link, stored like every token by its hash. */
  const activation = (realm: string, id: string) =>
    db
      .selectFrom('one_time_token as t')
      .innerJoin('app_user as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.data', 't.created_at', 't.expires_at', 'u.email'])
      .where('t.id', '=', id)
      .where('t.token_hash', '=', hashSecret(id))
      .where('t.realm', '=', realm)
      .where('t.kind', '=', 'ACTIVATION')
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', now())
      .executeTakeFirst();

  return {
    /** An administrator's one-time token to sign in as `userId` (a customer of the same realm, not an administrator). */
    async impersonationToken(
      realm: string,
      adminId: string,
      input: { userId: string; device?: string | undefined; location?: string | undefined },
    ) {
      const target = await db
        .selectFrom('app_user')
        .select(['id', 'roles'])
        .where('id', '=', input.userId)
        .where('realm', '=', realm)
        .where('is_guest', '=', false)
        .executeTakeFirst();
      if (!target || target.id === adminId) throw new HttpError(404, 'NOT_FOUND', 'No such user to sign in as', { messageKey: 'generic' });
      // An administrator signed in as another would hold that one's rights without its password.
      if (target.roles.includes('ADMIN'))
        throw new HttpError(403, 'FORBIDDEN', 'An administrator cannot be impersonated', { messageKey: 'generic' });
      const token = await oneTime.issue(realm, 'IMPERSONATION', target.id, IMPERSONATION_TTL_S, {
        adminId,
        device: input.device ?? null,
        location: input.location ?? null,
      });
      return { token: token.secret, expiresAt: token.expiresAt.toISOString() };
    },

    /** Spec §7 GET /admin/user/impersonate?token: tokens for the user carrying the administrator as `imp`. */
    async impersonate(
      realm: string,
      secret: string,
    ): Promise<AuthTokens & { exid: string; device: string | null; location: string | null }> {
      const used = await oneTime.use(realm, 'IMPERSONATION', secret);
      const adminId = typeof used?.data.adminId === 'string' ? used.data.adminId : null;
      const user = used?.userId ? await tokens.loadUser(realm, used.userId) : undefined;
      if (!used || !user || !adminId) throw impersonationRefused();
      const issued = await tokens.issue(user, { impersonatorId: adminId });
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      return { ...issued, exid: user.id, device: text(used.data.device), location: text(used.data.location) };
    },

    /** An account created for `email` (no password yet), and the id of its activation link. */
    async createPendingActivation(realm: string, email: string, licenceIds: string[] = []): Promise<{ id: string; userId: string }> {
      const userId = randomUUID();
      const id = randomUUID();
      await db.transaction().execute((trx) =>
        insertPendingActivation(trx, {
          id,
          userId,
          realm,
          email,
          licenceIds,
          expiresAt: new Date(now().getTime() + ACTIVATION_TTL_S * 1000),
        }),
      );
      return { id, userId };
    },

    async pendingActivation(realm: string, id: string) {
      const row = await activation(realm, id);
      if (!row?.email) throw noActivation();
      return {
        id: row.id,
        contactEmail: row.email,
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
      };
    },

    /** The licences the account comes with, as the operator chose them. */
    async entitlement(realm: string, id: string) {
      const row = await activation(realm, id);
      if (!row) throw noActivation();
      const ids = Array.isArray(row.data.licenceIds) ? row.data.licenceIds.filter((x): x is string => typeof x === 'string') : [];
      if (ids.length === 0) return { licences: [] };
      const rows = await db
        .selectFrom('licence')
        .select(['id', 'licence'])
        .where('realm', '=', realm)
        .where('id', 'in', ids)
        .orderBy('position')
        .execute();
      return { licences: rows.map((r) => ({ id: r.id, name: String((r.licence as { name?: unknown }).name ?? r.id) })) };
    },

    /** Activates the account (confirmed: the link reached its owner) and signs it in. */
    async activate(realm: string, id: string): Promise<AuthTokens> {
      const row = await activation(realm, id);
      if (!row) throw noActivation();
      const used = await db
        .updateTable('one_time_token')
        .set({ used_at: now() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      if (!used?.user_id) throw noActivation();
      await db.updateTable('app_user').set({ confirmed: true }).where('id', '=', used.user_id).execute();
      const user = await tokens.loadUser(realm, used.user_id);
      if (!user) throw noActivation();
      return tokens.issue(user);
    },

    /** Withdraws the activation: the account, never used, goes with it. */
    async withdraw(realm: string, id: string): Promise<void> {
      const row = await activation(realm, id);
      if (!row?.user_id) throw noActivation();
      await db
        .deleteFrom('app_user')
        .where('id', '=', row.user_id)
        .where('confirmed', '=', false)
        .where('password_hash', 'is', null)
        .execute();
      await db.updateTable('one_time_token').set({ used_at: now() }).where('id', '=', row.id).execute();
    },

    async referral(realm: string, input: { referralExid: string; clickId?: string | undefined; userId: string | null; deviceId: string }) {
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + REFERRAL_TTL_S * 1000);
      await db
        .insertInto('referral')
        .values({
          id: randomUUID(),
          realm,
          esrefid: input.referralExid,
          esclkid: input.clickId ?? null,
          user_id: input.userId,
          device_id: input.deviceId,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .execute();
      return {
        realm,
        esrefid: input.referralExid,
        esclkid: input.clickId ?? null,
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}

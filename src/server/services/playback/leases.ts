// The concurrent-stream limit (spec §8 "watching on another device"): each stream holds a lease
// that lapses unless the player renews it, so a closed tab or a lost connection frees its place
// without a release. Taking and renewing lock the user's row, so two devices starting at once
// cannot both take the last place.
import { randomUUID } from 'node:crypto';
import { PLAYBACK_MESSAGE, type StreamLease } from '../../../contracts/playback.ts';
import type { Db } from '../../db/index.ts';
import { HttpError, notFound } from '../../errors.ts';

/** Streams a user may watch at once. */
export const STREAM_LIMIT = 2;
/** How long a lease lasts without a heartbeat. */
export const LEASE_SECONDS = 60;
/** How often the player renews: three chances before the lease lapses. */
export const HEARTBEAT_SECONDS = 20;
/** Lapsed leases are kept this long (a late heartbeat can still take its place back), then deleted. */
const KEEP_LAPSED_MS = 3_600_000;

export type LeaseOwner = { userId: string; realm: string; deviceId: string };

const answer = (id: string, expiresAt: Date): StreamLease => ({
  id,
  expiresAt: expiresAt.toISOString(),
  heartbeatSeconds: HEARTBEAT_SECONDS,
});

const overLimit = () =>
  new HttpError(409, 'CONFLICT', `This account is already watching on ${STREAM_LIMIT} devices`, {
    messageKey: PLAYBACK_MESSAGE.otherDevice,
    details: { limit: STREAM_LIMIT },
  });

export type LeaseService = {
  take(owner: LeaseOwner, contentId: string): Promise<StreamLease>;
  renew(userId: string, leaseId: string): Promise<StreamLease>;
  release(userId: string, leaseId: string): Promise<void>;
};

export function createLeaseService(db: Db, now: () => Date): LeaseService {
  return {
    async take(owner, contentId) {
      return db.transaction().execute(async (trx) => {
        const at = now();
        await trx.selectFrom('app_user').select('id').where('id', '=', owner.userId).forUpdate().executeTakeFirst();
        await trx
          .deleteFrom('stream_lease')
          .where('user_id', '=', owner.userId)
          .where((eb) =>
            eb.or([
              eb('expires_at', '<=', new Date(at.getTime() - KEEP_LAPSED_MS)),
              // Starting the same item again on the same device (a reload) replaces its stream.
              eb.and([eb('device_id', '=', owner.deviceId), eb('content_id', '=', contentId)]),
            ]),
          )
          .execute();
        const active = await trx
          .selectFrom('stream_lease')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', owner.userId)
          .where('expires_at', '>', at)
          .executeTakeFirstOrThrow();
        if (Number(active.n) >= STREAM_LIMIT) throw overLimit();
        const id = randomUUID();
        const expiresAt = new Date(at.getTime() + LEASE_SECONDS * 1000);
        await trx
          .insertInto('stream_lease')
          .values({
            id,
            user_id: owner.userId,
            realm: owner.realm,
            content_id: contentId,
            device_id: owner.deviceId,
            started_at: at,
            expires_at: expiresAt,
          })
          .execute();
        return answer(id, expiresAt);
      });
    },

    async renew(userId, leaseId) {
      return db.transaction().execute(async (trx) => {
        const at = now();
        await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        const lease = await trx
          .selectFrom('stream_lease')
          .select(['id', 'expires_at'])
          .where('id', '=', leaseId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!lease) throw notFound('No such stream lease', PLAYBACK_MESSAGE.videoError);
        if (lease.expires_at <= at) {
          // Lapsed (a connection lost for a while): the place is taken back only if it is free.
          const others = await trx
            .selectFrom('stream_lease')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', userId)
            .where('id', '!=', leaseId)
            .where('expires_at', '>', at)
            .executeTakeFirstOrThrow();
          if (Number(others.n) >= STREAM_LIMIT) throw overLimit();
        }
        const expiresAt = new Date(at.getTime() + LEASE_SECONDS * 1000);
        await trx.updateTable('stream_lease').set({ expires_at: expiresAt }).where('id', '=', leaseId).execute();
        return answer(leaseId, expiresAt);
      });
    },

    async release(userId, leaseId) {
      await db.deleteFrom('stream_lease').where('id', '=', leaseId).where('user_id', '=', userId).execute();
    },
  };
}

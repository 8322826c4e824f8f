// TV sign-in with a PIN (realms with pinLoginEnabled): the TV asks for a PIN and a poll token,
// shows the PIN, and polls; a signed-in viewer enters the PIN on the web; the next poll hands
// the TV its own tokens, once. PINs live 10 minutes and are unique per realm while they live.
import { randomUUID } from 'node:crypto';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { hashSecret, newPin, newSecret } from './secrets.ts';
import type { TokenService } from './tokens.ts';

export const TV_PIN_TTL_S = 600;
export const TV_PIN_POLL_S = 5;

const pinRefused = () =>
  new HttpError(400, 'VALIDATION', 'Invalid body: pin: tvPinInvalid', {
    messageKey: 'tvPinInvalid',
    details: { where: 'body', fields: [{ field: 'pin', problem: 'tvPinInvalid' }] },
  });
const pollRefused = () =>
  new HttpError(400, 'BAD_REQUEST', 'This PIN has expired or was used: ask for a new one', { messageKey: 'tvPinExpired' });

function requirePinLogin(realm: RealmSettings): void {
  if (!realm.pinLoginEnabled)
    throw new HttpError(403, 'FORBIDDEN', `Realm '${realm.realm}' does not sign TVs in with a PIN`, { messageKey: 'generic' });
}

export type TvPinService = ReturnType<typeof createTvPinService>;

export function createTvPinService(db: Db, tokens: TokenService, now: () => Date) {
  return {
    async issue(realm: RealmSettings): Promise<{ pin: string; pollToken: string; expiresAt: string; intervalSeconds: number }> {
      requirePinLogin(realm);
      const at = now();
      await db.deleteFrom('tv_pin').where('realm', '=', realm.realm).where('expires_at', '<=', at).execute();
      const expiresAt = new Date(at.getTime() + TV_PIN_TTL_S * 1000);
      // 32^6 ≈ 10^9 PINs: a collision with a live one is rare, and retried.
      for (let attempt = 0; attempt < 5; attempt++) {
        const pin = newPin();
        const pollToken = newSecret();
        const inserted = await db
          .insertInto('tv_pin')
          .values({ id: randomUUID(), realm: realm.realm, pin, poll_hash: hashSecret(pollToken), expires_at: expiresAt })
          .onConflict((oc) => oc.columns(['realm', 'pin']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) return { pin, pollToken, expiresAt: expiresAt.toISOString(), intervalSeconds: TV_PIN_POLL_S };
      }
      throw new HttpError(503, 'INTERNAL', 'No PIN available: try again', { messageKey: 'errorOccurredPleaseTryAgain' });
    },

    async poll(realm: RealmSettings, pollToken: string): Promise<{ status: 'PENDING' } | { status: 'AUTHORIZED'; tokens: AuthTokens }> {
      requirePinLogin(realm);
      const at = now();
      const row = await db
        .selectFrom('tv_pin')
        .select(['id', 'user_id', 'expires_at', 'delivered_at'])
        .where('poll_hash', '=', hashSecret(pollToken))
        .where('realm', '=', realm.realm)
        .executeTakeFirst();
      if (!row || row.delivered_at || new Date(row.expires_at) <= at) throw pollRefused();
      if (!row.user_id) return { status: 'PENDING' };
      // Handed over once: the first poll after the PIN was entered takes the tokens.
      const taken = await db
        .updateTable('tv_pin')
        .set({ delivered_at: at })
        .where('id', '=', row.id)
        .where('delivered_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      const user = taken?.user_id ? await tokens.loadUser(realm.realm, taken.user_id) : undefined;
      if (!user) throw pollRefused();
      return { status: 'AUTHORIZED', tokens: await tokens.issue(user) };
    },

    /** The signed-in customer `userId` enters the PIN its TV shows. */
    async authorize(realm: RealmSettings, userId: string, pin: string): Promise<void> {
      requirePinLogin(realm);
      const at = now();
      const row = await db
        .updateTable('tv_pin')
        .set({ user_id: userId, authorized_at: at })
        .where('realm', '=', realm.realm)
        .where('pin', '=', pin)
        .where('user_id', 'is', null)
        .where('expires_at', '>', at)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw pinRefused();
    },
  };
}

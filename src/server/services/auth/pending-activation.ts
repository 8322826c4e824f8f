// A pending activation (spec §2 /pendingactivationuser): an account with no password yet and
// the activation link's token. Made by operators (operator.ts) and by the demo seed; one place
// writes both rows, so the two can never disagree on their shape.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashSecret } from './secrets.ts';

export type PendingActivation = {
  /** The id in the activation link: the secret, stored like every token by its hash. */
  id: string;
  userId: string;
  realm: string;
  email: string;
  licenceIds: string[];
  expiresAt: Date;
};

/** Writes the account and its activation token; call inside a transaction. */
export async function insertPendingActivation(trx: Kysely<Database>, p: PendingActivation): Promise<void> {
  await trx
    .insertInto('app_user')
    .values({
      id: p.userId,
      realm: p.realm,
      email: p.email.trim().toLowerCase(),
      password_hash: null,
      roles: ['CUSTOMER'],
      confirmed: false,
    })
    .execute();
  await trx
    .insertInto('one_time_token')
    .values({
      id: p.id,
      realm: p.realm,
      kind: 'ACTIVATION',
      token_hash: hashSecret(p.id),
      user_id: p.userId,
      data: JSON.stringify({ licenceIds: p.licenceIds }),
      expires_at: p.expiresAt,
    })
    .execute();
}

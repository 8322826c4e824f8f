// The account area's own wire shapes (spec §2 account, section accountsecurity): changing the
// password. The other account calls (details, preferences, consent) are in session.ts.
import { z } from 'zod';
import { secret } from './credentials.ts';

/**
 * `currentSecret` proves the person at the keyboard knows the password (a session left open is
 * not enough to take the account over); `secret` is the new one, held to the realm's rules by
 * the server (password4to256 / password8to256, passwordTooCommon on `secret`).
 */
export const passwordChangeBody = z.object({ currentSecret: secret, secret }).strict();
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** GET /partitions (decision 0042): the realm's partitions, none where it is not PARTITIONED. */
export const partitionList = z.object({ partitions: z.array(z.object({ id: z.string(), name: z.string() })) });
export type PartitionList = z.infer<typeof partitionList>;

/** GET /user/partition: the account's partition, as its tokens' `par` names it. */
export const userPartition = z.object({ partition: z.string().nullable() });

/** PUT /user/partition: one of the realm's partition ids (the server checks it is offered). */
export const userPartitionBody = z.object({ partition: z.string().trim().min(1, 'unknownPartition').max(64, 'unknownPartition') }).strict();

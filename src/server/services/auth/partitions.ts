// Partitions (spec §3 partitionSettings, §7 partitionData; decision 0042): the partitions a
// PARTITIONED realm offers, the one an account belongs to, and changing it. The account's
// partition is what every token issued for it carries in `par` (tokens.ts, read at each issue),
// so a change answers new tokens for the asking session — the app applies them, and its realm
// reload (spec §4 "a partition update begins") follows from the new `par`. Tokens issued before
// carry the old partition until they are refreshed.
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { tokenPartition, type AccountRules, type Partition } from './rules.ts';
import type { TokenService } from './tokens.ts';

export type PartitionSession = { userId: string; profileId: string | null; impersonatorId: string | null };

export type PartitionService = {
  /** The realm's partitions; none where the realm is not PARTITIONED. */
  list(realm: RealmSettings): Promise<Partition[]>;
  /** The account's partition as its tokens name it (null: none, or the realm no longer offers it). */
  current(realm: RealmSettings, userId: string): Promise<string | null>;
  /** Moves the account to another of the realm's partitions; new tokens for this session. */
  change(realm: RealmSettings, session: PartitionSession, partition: string): Promise<AuthTokens>;
};

const partitioned = (realm: RealmSettings) => realm.partitionSettings.status === 'PARTITIONED';

/** Refused on the body's field, as sign-up refuses a partition (accounts.ts). */
function refused(problem: 'partitionsNotEnabled' | 'unknownPartition'): HttpError {
  const field = 'partition';
  return new HttpError(400, 'VALIDATION', `Partition not changed: ${field}: ${problem}`, {
    messageKey: problem,
    details: { where: 'body', fields: [{ field, problem }] },
  });
}

export function createPartitionService(deps: {
  db: Db;
  tokens: TokenService;
  rules: (realm: string) => Promise<AccountRules>;
}): PartitionService {
  const { db, tokens, rules } = deps;
  return {
    async list(realm) {
      return partitioned(realm) ? (await rules(realm.realm)).partitionList : [];
    },
    async current(realm, userId) {
      const user = await db.selectFrom('app_user').select('partition_id').where('id', '=', userId).executeTakeFirst();
      return tokenPartition(partitioned(realm), await rules(realm.realm), user?.partition_id ?? null);
    },
    async change(realm, session, partition) {
      if (!partitioned(realm)) throw refused('partitionsNotEnabled');
      if (!(await rules(realm.realm)).partitions.includes(partition)) throw refused('unknownPartition');
      await db
        .updateTable('app_user')
        .set({ partition_id: partition })
        .where('id', '=', session.userId)
        .where('realm', '=', realm.realm)
        .execute();
      const user = await tokens.loadUser(realm.realm, session.userId);
      if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'The account no longer exists', { messageKey: 'failedAuthentication' });
      // The session goes on as it was (its profile, and an operator's impersonation).
      return tokens.issue(user, { profileId: session.profileId, impersonatorId: session.impersonatorId });
    },
  };
}

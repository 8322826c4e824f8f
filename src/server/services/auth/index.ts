// The accounts-and-tokens services (decision 0014), attached to the instance as
// `services.auth`: passwords, realm keys, tokens and the realm's account rules. Plain
// functions over the database; HTTP lives in routes/ and plugins/auth.ts.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { RealmService } from '../realms.ts';
import { hashPassword, passwordChecker, type ScryptCost } from './password.ts';
import { createAccountService } from './accounts.ts';
import { createEmailChanges } from './email-change.ts';
import { createOauthService } from './oauth.ts';
import { createOneTimeTokens } from './one-time.ts';
import { createOperatorService } from './operator.ts';
import { createOutbox } from './outbox.ts';
import { createPartitionService } from './partitions.ts';
import { createPasswordChange } from './password-change.ts';
import { createRealmKeys } from './realm-keys.ts';
import { createTvPinService } from './tv-pin.ts';
import { accountRules } from './rules.ts';
import { createTokenService } from './tokens.ts';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Db, config: Config, realms: RealmService, now: () => Date) {
  const cost: ScryptCost = { logN: config.scryptLogN, r: 8, p: 1 };
  const keys = createRealmKeys(db);
  const tokens = createTokenService(db, keys, {
    accessTtlS: config.accessTokenTtlS,
    refreshTtlS: config.refreshTokenTtlS,
    now,
    requiresConfirmation: async (realm) => (await realms.byName(realm))?.requiresConfirmation ?? false,
    partitioned: async (realm) => (await realms.byName(realm))?.partitionSettings.status === 'PARTITIONED',
  });
  const oneTime = createOneTimeTokens(db, now);
  const outbox = createOutbox(db, now);
  const checkPassword = passwordChecker(cost);
  const rules = (realm: string) => accountRules(db, realm);
  const emailChanges = createEmailChanges({ db, oneTime, outbox, now, revokeAll: tokens.revokeAll });
  const accounts = createAccountService({
    db,
    tokens,
    oneTime,
    outbox,
    hashPassword: (secret) => hashPassword(secret, cost),
    checkPassword,
    rules,
    emailChanges,
  });
  return {
    cost,
    keys,
    tokens,
    oneTime,
    outbox,
    accounts,
    emailChanges,
    changePassword: createPasswordChange({
      db,
      tokens,
      outbox,
      emailChanges,
      hashPassword: (secret) => hashPassword(secret, cost),
      checkPassword,
      rules,
    }),
    partitions: createPartitionService({ db, tokens, rules }),
    tvPin: createTvPinService(db, tokens, now),
    oauth: createOauthService(db, tokens, (realm, email, secret) => accounts.authenticate(realm, email, secret), now),
    operator: createOperatorService(db, tokens, oneTime, now),
    /** A new password's stored form. */
    hashPassword: (secret: string) => hashPassword(secret, cost),
    /** Constant-cost check: a missing hash is checked against a dummy one and is false. */
    checkPassword,
    rules,
  };
}

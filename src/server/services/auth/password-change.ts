// Changing a password from a signed-in session (the account area's security section). The
// current password must be given: a session left open on a shared device is not enough to take
// the account over. A new password ends every session of the account (decision 0014: the token
// version is bumped and every refresh family revoked), as a reset does, and cancels an email
// change still waiting (it may have been asked from one of those sessions); the session that
// asked continues with new tokens, and the account's address is told it happened.
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { EmailChanges } from './email-change.ts';
import type { Outbox } from './outbox.ts';
import { passwordProblem } from './password-rules.ts';
import type { AccountRules } from './rules.ts';
import type { TokenService } from './tokens.ts';

export type PasswordChangeDeps = {
  db: Db;
  tokens: TokenService;
  outbox: Outbox;
  emailChanges: Pick<EmailChanges, 'cancel'>;
  hashPassword(secret: string): Promise<string>;
  checkPassword(secret: string, stored: string | null | undefined): Promise<boolean>;
  rules(realm: string): Promise<AccountRules>;
};

/** Who asks: the session's user and profile (kept in the new tokens), and an impersonator if any. */
export type PasswordChangeSession = { userId: string; profileId: string | null; impersonatorId: string | null };

type Problem = { field: 'currentSecret' | 'secret'; problem: string };

function refused(problems: Problem[]): HttpError {
  return new HttpError(400, 'VALIDATION', `Password not changed: ${problems.map((p) => `${p.field}: ${p.problem}`).join('; ')}`, {
    messageKey: problems[0]?.problem ?? 'generic',
    details: { where: 'body', fields: problems },
  });
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;

export function createPasswordChange(deps: PasswordChangeDeps) {
  const { db, tokens } = deps;
  return async function changePassword(
    realm: RealmSettings,
    session: PasswordChangeSession,
    currentSecret: string,
    secret: string,
  ): Promise<AuthTokens> {
    // An operator signed in as the user sees the account, but the password stays its owner's.
    if (session.impersonatorId) {
      throw new HttpError(403, 'FORBIDDEN', 'An impersonated session cannot change the password', { messageKey: 'generic' });
    }
    const person = await db
      .selectFrom('app_user')
      .select(['password_hash', 'email'])
      .where('id', '=', session.userId)
      .where('realm', '=', realm.realm)
      .where('is_guest', '=', false)
      .executeTakeFirst();
    // Always one scrypt, whether or not there is a hash to check (no timing tell).
    const known = await deps.checkPassword(currentSecret, person?.password_hash);
    if (!person) throw new HttpError(401, 'UNAUTHORIZED', 'The account no longer exists', { messageKey: 'failedAuthentication' });
    const problems: Problem[] = [];
    if (!known) problems.push({ field: 'currentSecret', problem: 'currentPasswordWrong' });
    const rule = passwordProblem(secret, (await deps.rules(realm.realm)).passwordMin);
    if (rule) problems.push({ field: 'secret', problem: rule });
    if (problems.length) throw refused(problems);

    const hash = await deps.hashPassword(secret);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ password_hash: hash }).where('id', '=', session.userId).execute();
      await tokens.revokeAll(session.userId, trx);
    });
    await deps.emailChanges.cancel(session.userId);
    if (person.email) {
      await deps.outbox.send({
        realm: realm.realm,
        to: person.email,
        kind: 'PASSWORD_CHANGED',
        subject: `Your ${realm.realmFullName} password was changed`,
        body: 'The password of your account was changed and every device was signed out. If it was not you, reset your password now.',
        link: null,
      });
    }
    const user = await tokens.loadUser(realm.realm, session.userId);
    if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'The account no longer exists', { messageKey: 'failedAuthentication' });
    return tokens.issue(user, { profileId: session.profileId });
  };
}

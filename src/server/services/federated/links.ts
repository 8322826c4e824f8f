// Which account a provider identity opens (decision 0022). An identity is linked to at most one
// account, an account to at most one identity per provider. Linking is never decided by email
// alone: an identity whose email belongs to an account it is not linked to is refused
// (account-exists-with-different-credential, spec §8) — the owner signs in with their password
// first and then signs in with the provider, which links the two. An identity nobody has seen,
// with an email the provider vouches for and no account behind it, gets a new account (where
// the realm lets visitors register). Unlinking leaves an account at least one way in.
import { randomUUID } from 'node:crypto';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import type { FederatedIdentity } from './id-token.ts';
import '../idp/tables.ts';

/** Who is asking, when someone is signed in: a customer links, a guest just signs in. */
export type SignedIn = { userId: string; isGuest: boolean } | null;

const conflict = (messageKey: string, message: string) => new HttpError(409, 'CONFLICT', message, { messageKey });

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;

export function createAccountLinks(db: Db) {
  const linkOf = (realm: string, provider: string, subject: string) =>
    db
      .selectFrom('federated_identity')
      .select('user_id')
      .where('realm', '=', realm)
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();

  async function link(realm: string, provider: string, identity: FederatedIdentity, userId: string): Promise<void> {
    try {
      await db
        .insertInto('federated_identity')
        .values({ realm, provider, subject: identity.subject, user_id: userId, email: identity.email })
        .execute();
    } catch (err) {
      // The account already has an identity of this provider (or a parallel link won).
      if (isUniqueViolation(err))
        throw conflict('providerAlreadyLinked', 'This account is already linked to another identity of this provider');
      throw err;
    }
  }

  async function createAccount(
    realm: RealmSettings,
    provider: { name: string; fields: readonly string[] },
    identity: FederatedIdentity,
    locale: string,
  ): Promise<string> {
    const email = identity.email;
    // An account is only made for an address the provider vouches for: it becomes the
    // account's sign-in email (reset links go there), so it must be the person's.
    if (!email || !identity.emailVerified) {
      throw new HttpError(400, 'BAD_REQUEST', 'The provider did not vouch for an email address', { messageKey: 'oidcSigninError' });
    }
    const taken = await db
      .selectFrom('app_user')
      .select('id')
      .where('realm', '=', realm.realm)
      .where('email', '=', email)
      .where('is_guest', '=', false)
      .executeTakeFirst();
    const exists = () =>
      conflict('account-exists-with-different-credential', 'An account with this email exists and is not linked to this identity');
    if (taken) throw exists();
    if (!realm.allowSelfregistration) {
      throw new HttpError(403, 'FORBIDDEN', `Realm '${realm.realm}' does not let visitors register`, { messageKey: 'oidcSigninError' });
    }
    const id = randomUUID();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_user')
          .values({
            id,
            realm: realm.realm,
            email,
            password_hash: null,
            roles: ['CUSTOMER'],
            is_guest: false,
            confirmed: true,
            locale,
            // The realm's provider entry names the profile fields it fills in (spec §3 `fields`).
            full_name: provider.fields.includes('fullName') ? identity.name : null,
          })
          .execute();
        await trx
          .insertInto('federated_identity')
          .values({ realm: realm.realm, provider: provider.name, subject: identity.subject, user_id: id, email })
          .execute();
      });
    } catch (err) {
      // The same email registered, or the same identity signed in, at the same moment.
      if (isUniqueViolation(err)) throw exists();
      throw err;
    }
    return id;
  }

  return {
    /** The account this identity signs in to, linking or creating it as the rules above say. */
    async accountFor(
      realm: RealmSettings,
      provider: { name: string; fields: readonly string[] },
      identity: FederatedIdentity,
      signedIn: SignedIn,
      locale: string,
    ): Promise<string> {
      const linked = await linkOf(realm.realm, provider.name, identity.subject);
      if (signedIn && !signedIn.isGuest) {
        if (linked && linked.user_id !== signedIn.userId) {
          throw conflict('providerLinkedElsewhere', 'This identity is linked to another account');
        }
        if (!linked) await link(realm.realm, provider.name, identity, signedIn.userId);
        return signedIn.userId;
      }
      if (linked) return linked.user_id;
      return createAccount(realm, provider, identity, locale);
    },

    /** DELETE /realm/authentication-providers/{id}: refused when it would leave no way to sign in. */
    async unlink(realm: string, userId: string, provider: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The account's row is locked: two unlinks at once cannot each see the other's link.
        const user = await trx.selectFrom('app_user').select('password_hash').where('id', '=', userId).forUpdate().executeTakeFirst();
        const links = await trx
          .selectFrom('federated_identity')
          .select('provider')
          .where('realm', '=', realm)
          .where('user_id', '=', userId)
          .execute();
        if (!user || !links.some((l) => l.provider === provider)) {
          throw new HttpError(404, 'NOT_FOUND', 'This provider is not linked to the account', { messageKey: 'providerNotLinked' });
        }
        if (!user.password_hash && links.length === 1) {
          throw conflict('providerOnlySignInMethod', 'This provider is the only way to sign in to the account');
        }
        await trx
          .deleteFrom('federated_identity')
          .where('realm', '=', realm)
          .where('user_id', '=', userId)
          .where('provider', '=', provider)
          .execute();
      });
    },
  };
}

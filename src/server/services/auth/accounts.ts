// Signing in and up (spec §4, §5, §7): guest check-in, email and password, sign-up with the
// realm's fields, consents and partition, email confirmation (of a new account's address, or of
// an email change: email-change.ts), password reset, magic links. Every answer
// that could tell whether an email has an account is the same either way: a wrong password
// and an unknown email are one 401 after one scrypt; reset and magic-link requests always
// answer ok. Mail goes to the outbox with a link into the app under the realm.
import { randomUUID } from 'node:crypto';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens, ConfirmationAnswer, ConsentAnswer, PartitionData } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { emailChangeAddress, emailTaken as emailChangeTaken, type EmailChanges } from './email-change.ts';
import type { OneTimeTokens } from './one-time.ts';
import { appLink, safeFrom, type Outbox } from './outbox.ts';
import { passwordProblem } from './password-rules.ts';
import type { AccountRules } from './rules.ts';
import { checkConsents, checkFields, consentPrompts, normaliseField, signupForm, type FieldProblem } from './signup-rules.ts';
import { USER_COLUMNS, type SessionUser, type TokenService } from './tokens.ts';

/** Where the caller is: its realm, language and how the app is addressed (for mailed links). */
export type Caller = { realm: RealmSettings; locale: string; base: string };

export type AccountDeps = {
  db: Db;
  tokens: TokenService;
  oneTime: OneTimeTokens;
  outbox: Outbox;
  hashPassword(secret: string): Promise<string>;
  checkPassword(secret: string, stored: string | null | undefined): Promise<boolean>;
  rules(realm: string): Promise<AccountRules>;
  emailChanges: EmailChanges;
};

export const CONFIRMATION_TTL_S = 3 * 86_400;
export const PASSWORD_RESET_TTL_S = 3600;
export const MAGIC_LINK_TTL_S = 15 * 60;

/** Sign-up fields stored on the account, by field name. */
const PROFILE_COLUMN = {
  fullName: 'full_name',
  preferredName: 'preferred_name',
  phoneNumber: 'phone_number',
  birthDate: 'birth_date',
  taxNumber: 'tax_number',
  countryCode: 'country_code',
} as const;

export const loginRefused = () => new HttpError(401, 'UNAUTHORIZED', 'The email or password is not right', { messageKey: 'notFound' });
const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message, { messageKey: 'generic' });
const tokenRefused = (what: string) =>
  new HttpError(400, 'BAD_REQUEST', `The ${what} link is not valid any more`, { messageKey: 'tokenInvalidOrExpired' });

function fieldErrors(problems: FieldProblem[]): HttpError {
  const first = problems[0];
  return new HttpError(400, 'VALIDATION', `Invalid body: ${problems.map((p) => `${p.field}: ${p.problem}`).join('; ')}`, {
    messageKey: first?.field === 'secret' ? first.problem : 'generic',
    details: { where: 'body', fields: problems },
  });
}

export type SignupInput = {
  email: string;
  secret: string;
  consentAnswers: ConsentAnswer[];
  /** The realm's fields as given (meta_fields, or the PBR body's direct fields). */
  fields: Record<string, string | undefined>;
  /** How a field is named in the request, for its error. */
  fieldPath(name: string): string;
  /** Fields the request names that the realm does not ask (refused). */
  unknownFields: string[];
  /** The partition asked for (spec §7 "optional partitionData"). */
  partitionData?: PartitionData | undefined;
  from?: string | undefined;
  /**
   * The realm's captcha (services/captcha): passed once the request is known to be valid, before
   * the email is looked up, the password hashed or anything written.
   */
  challenge?: () => Promise<void>;
};

/** Who followed a confirmation link, when the browser was signed in (plugins/auth.ts optionalViewer). */
export type ConfirmingViewer = { userId: string; profileId: string | null; impersonatorId: string | null };

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: AccountDeps) {
  const { db, tokens, oneTime, outbox } = deps;

  const personByEmail = (realm: string, email: string) =>
    db
      .selectFrom('app_user')
      .select([...USER_COLUMNS, 'password_hash', 'email'])
      .where('realm', '=', realm)
      .where('email', '=', email.trim().toLowerCase())
      .where('is_guest', '=', false)
      .executeTakeFirst();

  const sessionUser = (id: string) => db.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();

  async function mailConfirmation(caller: Caller, user: { id: string; email: string }, from: string | undefined): Promise<void> {
    const token = await oneTime.issue(caller.realm.realm, 'CONFIRMATION', user.id, CONFIRMATION_TTL_S);
    const link = appLink(caller.base, '/email-confirmation', { token: token.secret, from: safeFrom(from) });
    await outbox.send({
      realm: caller.realm.realm,
      to: user.email,
      kind: 'CONFIRMATION',
      subject: `Confirm your email for ${caller.realm.realmFullName}`,
      body: `Welcome to ${caller.realm.realmFullName}. Confirm your email address within three days by opening the link below.`,
      link,
    });
  }

  /** The account these credentials open, or the login refusal (also used by the OAuth code flow). */
  async function authenticate(realm: string, email: string, secret: string): Promise<SessionUser> {
    const person = await personByEmail(realm, email);
    const ok = await deps.checkPassword(secret, person?.password_hash);
    if (!person || !ok) throw loginRefused();
    const { password_hash: _hash, email: _email, ...user } = person;
    return user;
  }

  return {
    /** Spec §7 POST /login/guest/checkin: a guest account of its own (realms that allow guests). */
    async guestCheckin(caller: Caller): Promise<AuthTokens> {
      if (!caller.realm.guestsAllowed) throw forbidden(`Realm '${caller.realm.realm}' does not allow guests`);
      const id = randomUUID();
      await db
        .insertInto('app_user')
        .values({
          id,
          realm: caller.realm.realm,
          email: null,
          password_hash: null,
          roles: ['GUEST'],
          is_guest: true,
          confirmed: true,
          locale: caller.locale,
        })
        .execute();
      return tokens.issue(await sessionUser(id));
    },

    /** Email and password. Unknown email, no password yet and wrong password: one answer, one scrypt each. */
    async login(caller: Caller, email: string, secret: string): Promise<AuthTokens> {
      return tokens.issue(await authenticate(caller.realm.realm, email, secret));
    },

    authenticate,

    signupForm: (caller: Caller) => signupForm(db, caller.realm.realm),

    /** Spec §7 POST /user and /user/pbr, honouring the realm's self-registration, confirmation and consent settings. */
    async signup(caller: Caller, input: SignupInput): Promise<AuthTokens> {
      const { realm } = caller;
      if (!realm.allowSelfregistration) throw forbidden(`Realm '${realm.realm}' does not allow self-registration`);
      const email = input.email.trim().toLowerCase();
      const [rules, form, prompts] = await Promise.all([
        deps.rules(realm.realm),
        signupForm(db, realm.realm),
        consentPrompts(db, realm.realm),
      ]);
      const problems: FieldProblem[] = [];
      const secretProblem = passwordProblem(input.secret, rules.passwordMin);
      if (secretProblem) problems.push({ field: 'secret', problem: secretProblem });
      for (const name of input.unknownFields) problems.push({ field: input.fieldPath(name), problem: 'unknownField' });
      const fields = checkFields(form.fields, input.fields, input.fieldPath);
      problems.push(...fields.problems);
      const consents = checkConsents(prompts, input.consentAnswers, realm.signupWithConsent);
      problems.push(...consents.problems);
      const partition = input.partitionData?.partition ?? null;
      // Refused rather than dropped where the realm has no partitions: the caller would believe
      // the account belongs to one.
      if (partition !== null && realm.partitionSettings.status !== 'PARTITIONED') {
        problems.push({ field: 'partitionData', problem: 'partitionsNotEnabled' });
      } else if (partition !== null && !rules.partitions.includes(partition)) {
        problems.push({ field: 'partitionData.partition', problem: 'unknownPartition' });
      }
      if (problems.length > 0) throw fieldErrors(problems);
      await input.challenge?.();
      if (await personByEmail(realm.realm, email)) throw emailTaken();

      const id = randomUUID();
      const profile: Partial<Record<(typeof PROFILE_COLUMN)[keyof typeof PROFILE_COLUMN], string>> = {};
      // Profile fields the realm's form does not ask but the request gives (the PBR body's direct
      // fields) are kept too, with phone numbers stripped of spaces as the form would.
      const asked = new Set(form.fields.map((f) => f.fieldName));
      const extra = Object.entries(input.fields).filter(([name, value]) => !asked.has(name) && name in PROFILE_COLUMN && value?.trim());
      const given = {
        ...Object.fromEntries(extra.map(([name, value]) => [name, normaliseField({ fieldName: name, fieldType: 'TEXT' }, value ?? '')])),
        ...fields.values,
      };
      for (const [name, value] of Object.entries(given)) {
        const column = PROFILE_COLUMN[name as keyof typeof PROFILE_COLUMN] as
          (typeof PROFILE_COLUMN)[keyof typeof PROFILE_COLUMN] | undefined;
        if (column) profile[column] = value;
      }
      const passwordHash = await deps.hashPassword(input.secret);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('app_user')
            .values({
              id,
              realm: realm.realm,
              email,
              password_hash: passwordHash,
              roles: ['CUSTOMER'],
              is_guest: false,
              confirmed: !realm.requiresConfirmation,
              locale: caller.locale,
              partition_id: partition,
              ...profile,
            })
            .execute();
          if (consents.answers.size > 0) {
            await trx
              .insertInto('consent_answer')
              .values([...consents.answers].map(([field_name, answer]) => ({ user_id: id, field_name, answer })))
              .execute();
          }
        });
      } catch (err) {
        // Two sign-ups with one email at once: the unique index decides, the loser hears 409.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (realm.requiresConfirmation) await mailConfirmation(caller, { id, email }, input.from);
      return tokens.issue(await sessionUser(id));
    },

    /**
     * Spec §7 POST /confirmation-token/verify: a new account's address, or an email change. A
     * change ends every session of the account; the browser that followed the link, when it is
     * signed in to that account (`viewer`), gets its session back with new tokens.
     */
    async confirm(caller: Caller, secret: string, viewer: ConfirmingViewer | null = null): Promise<ConfirmationAnswer> {
      const realm = caller.realm.realm;
      let changed: { userId: string; address: string } | null;
      try {
        changed = await db.transaction().execute(async (trx) => {
          const used = await oneTime.use(realm, 'CONFIRMATION', secret, trx);
          if (!used?.userId) throw tokenRefused('confirmation');
          const address = emailChangeAddress(used.data);
          if (address === null) {
            await trx.updateTable('app_user').set({ confirmed: true }).where('id', '=', used.userId).execute();
            return null;
          }
          await deps.emailChanges.apply(trx, realm, used.userId, address);
          return { userId: used.userId, address };
        });
      } catch (err) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(err)) throw emailChangeTaken();
        throw err;
      }
      if (!changed) return { ok: true };
      if (viewer?.userId !== changed.userId) return { ok: true, contactEmail: changed.address };
      const renewed = await tokens.issue(await sessionUser(changed.userId), {
        profileId: viewer.profileId,
        impersonatorId: viewer.impersonatorId,
      });
      return { ok: true, contactEmail: changed.address, tokens: renewed };
    },

    /** Always answers the same; mails a reset link when the email has an account. */
    async requestPasswordReset(caller: Caller, email: string, challenge?: () => Promise<void>): Promise<void> {
      // The realm's captcha first: being asked must not depend on the email.
      await challenge?.();
      const settle = evenTiming();
      const person = await personByEmail(caller.realm.realm, email);
      if (!person?.email) return settle();
      const token = await oneTime.issue(caller.realm.realm, 'PASSWORD_RESET', person.id, PASSWORD_RESET_TTL_S);
      await outbox.send({
        realm: caller.realm.realm,
        to: person.email,
        kind: 'PASSWORD_RESET',
        subject: `Reset your ${caller.realm.realmFullName} password`,
        body: 'Someone asked to reset the password of this account. If it was you, open the link below within an hour; otherwise ignore this message.',
        link: appLink(caller.base, '/login/reset-password', { token: token.secret }),
      });
      return settle();
    },

    /** A new password with a reset token: every session of the account ends. */
    async resetPassword(caller: Caller, secret: string, newPassword: string): Promise<void> {
      const rules = await deps.rules(caller.realm.realm);
      const problem = passwordProblem(newPassword, rules.passwordMin);
      // Checked before the token is used, so a refused password does not spend the link.
      if (problem) throw fieldErrors([{ field: 'secret', problem }]);
      const used = await oneTime.use(caller.realm.realm, 'PASSWORD_RESET', secret);
      if (!used?.userId) throw tokenRefused('password reset');
      // The mail reached its owner, so the address is confirmed too.
      await db
        .updateTable('app_user')
        .set({ password_hash: await deps.hashPassword(newPassword), confirmed: true })
        .where('id', '=', used.userId)
        .execute();
      await oneTime.spendAll(used.userId, 'PASSWORD_RESET');
      // An email change asked by one of the sessions this ends is cancelled with them.
      await deps.emailChanges.cancel(used.userId);
      await tokens.revokeAll(used.userId);
    },

    /** Realms with magic-link login: always answers the same; mails a sign-in link when the email has an account. */
    async requestMagicLink(caller: Caller, email: string, from: string | undefined, challenge?: () => Promise<void>): Promise<void> {
      if (!caller.realm.magicLinkLoginEnabled) throw forbidden(`Realm '${caller.realm.realm}' does not sign in by email link`);
      await challenge?.();
      const settle = evenTiming();
      const person = await personByEmail(caller.realm.realm, email);
      if (!person?.email) return settle();
      const token = await oneTime.issue(caller.realm.realm, 'MAGIC_LINK', person.id, MAGIC_LINK_TTL_S);
      await outbox.send({
        realm: caller.realm.realm,
        to: person.email,
        kind: 'MAGIC_LINK',
        subject: `Sign in to ${caller.realm.realmFullName}`,
        body: 'Open the link below within 15 minutes to sign in. If you did not ask for it, ignore this message.',
        link: appLink(caller.base, '/login/magic-link', { token: token.secret, from: safeFrom(from) }),
      });
      return settle();
    },

    async verifyMagicLink(caller: Caller, secret: string): Promise<AuthTokens> {
      if (!caller.realm.magicLinkLoginEnabled) throw forbidden(`Realm '${caller.realm.realm}' does not sign in by email link`);
      const used = await oneTime.use(caller.realm.realm, 'MAGIC_LINK', secret);
      if (!used?.userId) throw tokenRefused('sign-in');
      await db.updateTable('app_user').set({ confirmed: true }).where('id', '=', used.userId).execute();
      return tokens.issue(await sessionUser(used.userId));
    },

    sessionUser,
  };
}

/**
 * Answers that must not tell whether an email has an account (reset, magic link) take at
 * least this long: writing the token and the mail for a known email costs a few milliseconds
 * that an unknown one would otherwise save, a difference measurable from outside.
 */
export const EVEN_ANSWER_MS = 120;

function evenTiming(): () => Promise<void> {
  const start = performance.now();
  return () => {
    const left = EVEN_ANSWER_MS - (performance.now() - start);
    return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
  };
}

const emailTaken = () =>
  new HttpError(409, 'CONFLICT', 'An account with this email already exists', {
    messageKey: 'confirmedUserAlreadyExists',
    details: { where: 'body', fields: [{ field: 'email', problem: 'confirmedUserAlreadyExists' }] },
  });

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}

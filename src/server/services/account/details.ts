// The user's own details (spec §3 User; §7 GET, PUT /user/profile) and which of the details
// the realm requires are missing (GET /user/missing-information; spec §4 "Missing profile
// details", §5 "Missing-profile form"). Which fields a realm requires, and what counts as
// missing, are the accounts service's (services/auth/rules.ts), so this list and a token's
// missingInformationStatus always agree; the formats a given detail must have are here. A new
// contact email is not taken at once: it waits for its owner to confirm it (auth/email-change.ts).
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { MissingField, MissingInformation, UserProfile, UserProfileUpdate } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import type { EmailChangeCaller, EmailChanges } from '../auth/email-change.ts';
import { accountRules, missingProfileFields } from '../auth/rules.ts';
import { countryPatterns, isBirthDate, isTaxNumber, normalisePhone, PHONE_PATTERN } from './countries.ts';
import { conflict, invalidFields, notFoundHere, type FieldProblem } from './errors.ts';

type UserRow = {
  id: string;
  email: string | null;
  full_name: string | null;
  preferred_name: string | null;
  birth_date: string | null;
  tax_number: string | null;
  phone_number: string | null;
  country_code: string | null;
  locale: string | null;
  confirmed: boolean;
  is_guest: boolean;
};

export type DetailsService = {
  get(userId: string): Promise<UserProfile>;
  /** `caller.base`: where mailed links reach the app (an email change mails one). */
  update(userId: string, caller: EmailChangeCaller, changes: UserProfileUpdate): Promise<UserProfile>;
  missing(userId: string, realm: RealmSettings): Promise<MissingInformation>;
};

/** The country a user without one is held to: the region of the realm's default language. */
export function defaultCountry(realm: RealmSettings): string | null {
  return realm.realmLanguages[0]?.region ?? null;
}

const toWire = (u: UserRow, pendingContactEmail: string | null): UserProfile => ({
  id: u.id,
  contactEmail: u.email ?? '',
  name: { fullName: u.full_name, preferredName: u.preferred_name },
  birthDate: u.birth_date,
  taxNumber: u.tax_number,
  phoneNumber: u.phone_number,
  countryCode: u.country_code,
  locale: u.locale,
  confirmed: u.confirmed,
  pendingContactEmail,
});

/** Text given, trimmed; an empty one clears the detail. */
const cleared = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

export type EmailChangeRequests = Pick<EmailChanges, 'pending' | 'request'>;

export function createDetailsService(db: Db, now: () => Date, emailChanges: EmailChangeRequests): DetailsService {
  async function row(userId: string): Promise<UserRow> {
    const user = await db
      .selectFrom('app_user')
      .select([
        'id',
        'email',
        'full_name',
        'preferred_name',
        'birth_date',
        'tax_number',
        'phone_number',
        'country_code',
        'locale',
        'confirmed',
        'is_guest',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFoundHere('No such user', 'generic');
    return user;
  }

  const wire = async (userId: string) => toWire(await row(userId), await emailChanges.pending(userId));

  return {
    get: wire,

    async update(userId, caller, changes) {
      const { realm } = caller;
      const user = await row(userId);
      const needs = new Set((await accountRules(db, realm.realm)).requiredProfileFields);
      const country = changes.countryCode ?? user.country_code ?? defaultCountry(realm);
      const problems: FieldProblem[] = [];
      const taxNumber = cleared(changes.taxNumber);
      const next = {
        full_name: cleared(changes.name?.fullName),
        preferred_name: cleared(changes.name?.preferredName),
        phone_number: changes.phoneNumber === undefined ? undefined : normalisePhone(changes.phoneNumber) || null,
        birth_date: cleared(changes.birthDate),
        tax_number: taxNumber ? taxNumber.toUpperCase() : taxNumber,
      };
      // A required detail may be changed, not removed; a given one must have its country's form.
      const check = (
        field: string,
        need: MissingField,
        value: string | null | undefined,
        valid: (v: string) => boolean,
        invalid: string,
      ) => {
        if (value === undefined) return;
        if (value === null) {
          if (needs.has(need)) problems.push({ field, problem: 'requiredField' });
        } else if (!valid(value)) problems.push({ field, problem: invalid });
      };
      check('name.fullName', 'fullName', next.full_name, () => true, 'requiredField');
      check('phoneNumber', 'phoneNumber', next.phone_number, (v) => PHONE_PATTERN.test(v), 'invalidPhoneNumber');
      check('birthDate', 'birthDate', next.birth_date, (v) => isBirthDate(v, country, now()), 'invalidBirthDate');
      check('taxNumber', 'taxNumber', next.tax_number, (v) => isTaxNumber(v, country), 'invalidTaxNumber');
      if (changes.locale !== undefined && !realm.realmLanguages.some((l) => l.language === changes.locale)) {
        problems.push({ field: 'locale', problem: 'unsupportedLocale' });
      }
      if (problems.length)
        throw invalidFields(
          `Profile not saved: ${problems.map((p) => `${p.field}: ${p.problem}`).join('; ')}`,
          problems,
          problems[0]?.problem,
        );

      const email = changes.contactEmail?.toLowerCase();
      if (email !== undefined && email !== user.email) {
        const taken = await db
          .selectFrom('app_user')
          .select('id')
          .where('realm', '=', realm.realm)
          .where('email', '=', email)
          .executeTakeFirst();
        if (taken) throw conflict('Another account uses this email', 'conflict');
        // Before the other details are saved: a refused request (too many) changes nothing.
        await emailChanges.request(caller, { id: userId, email: user.email }, email);
      }
      // Kysely leaves undefined values out of the SET list: only what was sent changes.
      const set = { ...next, country_code: changes.countryCode, locale: changes.locale };
      if (Object.values(set).some((v) => v !== undefined)) {
        await db.updateTable('app_user').set(set).where('id', '=', userId).execute();
      }
      return wire(userId);
    },

    async missing(userId, realm) {
      const user = await row(userId);
      const country = user.country_code ?? defaultCountry(realm);
      return {
        missingFields: missingProfileFields(await accountRules(db, realm.realm), user),
        patterns: countryPatterns(country),
        countryCode: country,
      };
    },
  };
}

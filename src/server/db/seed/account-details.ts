// The demo accounts' details, consent answers and each realm's required profile fields beyond
// what seed/accounts.ts writes, so every overlay of the account can be tried with a demo
// account (issue 7 item 5):
// - arena: nothing required; the viewer has answered no consent prompt, so the consent modal
//   lists the terms after sign-in.
// - cinema: the viewer (profiles Main and Kids) has answered the terms and given every detail:
//   nothing interrupts the profile switcher.
// - club: members give a phone number, birth date and tax number; the viewer lives in Brazil
//   and has given the phone only, so the missing-details modal asks the other two with the
//   Brazilian patterns (CPF). The terms are asked here too, and already answered.
// Run once per database after the accounts (its own meta row), and only where those accounts
// are, so a database seeded before this existed gets it on its next start.
import type { MissingField } from '../../../contracts/session.ts';
import type { Db } from '../index.ts';
import { claimSeedMarker } from './claim.ts';

export const ACCOUNT_DETAILS_SEED_KEY = 'demo_account_details';

type Details = {
  countryCode?: string;
  birthDate?: string;
  taxNumber?: string;
  phoneNumber?: string;
  preferredName?: string;
  /** Consent prompts answered true at seed time. */
  agreed?: readonly string[];
};

type RealmDetails = {
  requiredProfileFields?: readonly MissingField[];
  /** Prompts added to the ones seed/accounts.ts writes. */
  extraPrompts?: readonly {
    fieldName: string;
    label: string;
    functionalPurpose: 'TERMS_AND_CONDITIONS' | 'EMAIL_MARKETING';
    required: boolean;
  }[];
  accounts: Readonly<Record<string, Details>>;
};

const TERMS = {
  fieldName: 'termsAndConditions',
  label: 'consentTermsAndConditions',
  functionalPurpose: 'TERMS_AND_CONDITIONS',
  required: true,
} as const;
const EMAIL = {
  fieldName: 'emailMarketing',
  label: 'consentEmailMarketing',
  functionalPurpose: 'EMAIL_MARKETING',
  required: false,
} as const;

export const DEMO_ACCOUNT_DETAILS: Readonly<Record<string, RealmDetails>> = {
  arena: {
    accounts: {
      'viewer@arena.example': { countryCode: 'US', preferredName: 'Alex' },
      'admin@arena.example': { countryCode: 'US', agreed: ['termsAndConditions'] },
    },
  },
  cinema: {
    extraPrompts: [EMAIL],
    accounts: {
      'viewer@cinema.example': {
        countryCode: 'ES',
        birthDate: '1984-05-17',
        taxNumber: '12345678Z',
        phoneNumber: '+34600111222',
        preferredName: 'Sam',
        agreed: ['termsAndConditions'],
      },
      'admin@cinema.example': { countryCode: 'ES', agreed: ['termsAndConditions'] },
    },
  },
  club: {
    requiredProfileFields: ['phoneNumber', 'birthDate', 'taxNumber'],
    extraPrompts: [TERMS],
    accounts: {
      'viewer@club.example': { countryCode: 'BR', agreed: ['termsAndConditions'] },
      'admin@club.example': { countryCode: 'BR', birthDate: '1979-11-02', taxNumber: '123.456.789-09', agreed: ['termsAndConditions'] },
    },
  },
};

export async function seedDemoAccountDetails(db: Db, options: { now: Date }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('app_user').select(['id', 'realm', 'email']).where('email', 'like', '%.example').execute();
    if (users.length === 0) return false;
    if (!(await claimSeedMarker(trx, ACCOUNT_DETAILS_SEED_KEY, { version: 1 }))) return false;
    for (const [realm, def] of Object.entries(DEMO_ACCOUNT_DETAILS)) {
      if (!users.some((u) => u.realm === realm)) continue;
      if (def.requiredProfileFields) {
        await trx
          .updateTable('realm_account_settings')
          .set({ required_profile_fields: JSON.stringify(def.requiredProfileFields) })
          .where('realm', '=', realm)
          .execute();
      }
      // Required prompts added go first, optional ones after the realm's own.
      const extra = def.extraPrompts ?? [];
      const first = extra.filter((p) => p.required);
      const last = extra.filter((p) => !p.required);
      if (extra.length) {
        const existing = await trx.selectFrom('consent_prompt').select('position').where('realm', '=', realm).execute();
        const end = first.length + Math.max(-1, ...existing.map((r) => r.position)) + 1;
        await trx
          .updateTable('consent_prompt')
          .set((eb) => ({ position: eb('position', '+', first.length) }))
          .where('realm', '=', realm)
          .execute();
        await trx
          .insertInto('consent_prompt')
          .values(
            [...first.map((p, i) => ({ p, position: i })), ...last.map((p, i) => ({ p, position: end + i }))].map(({ p, position }) => ({
              realm,
              field_name: p.fieldName,
              label: p.label,
              functional_purpose: p.functionalPurpose,
              required: p.required,
              position,
            })),
          )
          .onConflict((oc) => oc.columns(['realm', 'field_name']).doNothing())
          .execute();
      }
      for (const [email, details] of Object.entries(def.accounts)) {
        const user = users.find((u) => u.realm === realm && u.email === email);
        if (!user) continue;
        const set = {
          country_code: details.countryCode,
          birth_date: details.birthDate,
          tax_number: details.taxNumber,
          phone_number: details.phoneNumber,
          preferred_name: details.preferredName,
        };
        if (Object.values(set).some((v) => v !== undefined)) await trx.updateTable('app_user').set(set).where('id', '=', user.id).execute();
        if (details.agreed?.length) {
          await trx
            .insertInto('consent_answer')
            .values(details.agreed.map((field) => ({ user_id: user.id, field_name: field, answer: true, answered_at: options.now })))
            .onConflict((oc) => oc.columns(['user_id', 'field_name']).doNothing())
            .execute();
        }
      }
    }
    return true;
  });
}

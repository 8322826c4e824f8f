// The signed-in viewer's account (issue 7 items 4 and 5): details and missing details,
// viewing profiles and switching between them, preferences, consent answers, parental
// control. Plain functions over the database; who may call what is decided by the routes
// (routes/account*.ts) from the verified viewer.
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import type { IssueOptions, SessionUser } from '../auth/tokens.ts';
import { createConsentService, type ConsentService } from './consent.ts';
import { createDetailsService, type DetailsService, type EmailChangeRequests } from './details.ts';
import { forbidden, notFoundHere, unauthorizedHere } from './errors.ts';
import { createParentalService, type ParentalService } from './parental.ts';
import { createPreferencesService, type PreferencesService } from './preferences.ts';
import { createViewingProfileService, type ViewingProfileService } from './viewing-profiles.ts';
import './tables.ts';

/** What the account needs of the accounts-and-tokens services (services/auth, the outbox). */
export type AccountDeps = {
  db: Db;
  now: () => Date;
  tokens: {
    loadUser(realm: string, id: string): Promise<SessionUser | undefined>;
    issue(user: SessionUser, options?: IssueOptions): Promise<AuthTokens>;
  };
  /** Puts an email in the development outbox (services/auth/outbox.ts). */
  mail(message: { realm: string; to: string; kind: 'PIN_RESET'; subject: string; body: string; link: string }): Promise<unknown>;
  /** A new contact email waits for confirmation (services/auth/email-change.ts). */
  emailChanges: EmailChangeRequests;
};

/** The part of a verified viewer the account reads (plugins/auth.ts Viewer). */
export type AccountViewer = {
  userId: string;
  isGuest: boolean;
  profileId: string | null;
  profileType: 'ADULT' | 'CHILD' | null;
  claims: { imp?: string | null | undefined };
};

export type AccountService = {
  details: DetailsService;
  profiles: ViewingProfileService;
  preferences: PreferencesService;
  consent: ConsentService;
  parental: ParentalService;
  /**
   * New tokens carrying profile `id`. Leaving a child profile for an adult one, when parental
   * control is RESTRICTED, needs the PIN (403 pinRequired / pinIncorrect, 429 after 5 wrong).
   */
  selectProfile(viewer: AccountViewer, realm: RealmSettings, id: string, pin: string | undefined): Promise<AuthTokens>;
  /**
   * Mails a PIN reset link to the account's address: `{base}/confirm-pin-reset?token=…`, base
   * being '' on the realm's own host and /realm/{name} on a shared one.
   */
  requestPinReset(viewer: AccountViewer, realm: RealmSettings, base: string): Promise<void>;
};

/** The app's route for a mailed PIN reset code (lib/routes.ts confirmPinReset). */
export const PIN_RESET_PATH = '/confirm-pin-reset';

export function createAccountService(deps: AccountDeps): AccountService {
  const { db, now } = deps;
  const profiles = createViewingProfileService(db);
  const parental = createParentalService(db, now);

  return {
    details: createDetailsService(db, now, deps.emailChanges),
    profiles,
    preferences: createPreferencesService(db, now),
    consent: createConsentService(db, now),
    parental,

    async selectProfile(viewer, realm, id, pin) {
      profiles.requireEnabled(realm);
      const target = await profiles.get(viewer.userId, id);
      if (!target) throw notFoundHere('No such profile on this account', 'profileNotFound');
      if (viewer.profileType === 'CHILD' && target.type === 'ADULT' && (await parental.restricted(viewer.userId))) {
        if (pin === undefined) throw forbidden('Leaving a child profile needs the parental PIN', 'pinRequired');
        await parental.verify(viewer.userId, pin);
      }
      const user = await deps.tokens.loadUser(realm.realm, viewer.userId);
      if (!user) throw unauthorizedHere();
      // A new family: the switch is a new session of the same sign-in, and the app replaces
      // the tokens it held with these.
      return deps.tokens.issue(user, { profileId: target.id, impersonatorId: viewer.claims.imp ?? null });
    },

    async requestPinReset(viewer, realm, base) {
      const user = await db.selectFrom('app_user').select(['email']).where('id', '=', viewer.userId).executeTakeFirst();
      if (!user?.email) throw unauthorizedHere();
      const { code, expiresAt } = await parental.issueResetCode(viewer.userId, realm.realm);
      const link = `${base}${PIN_RESET_PATH}?token=${encodeURIComponent(code)}`;
      await deps.mail({
        realm: realm.realm,
        to: user.email,
        kind: 'PIN_RESET',
        subject: `${realm.realmFullName}: reset your parental control PIN`,
        body: [
          'Someone (we hope you) asked to reset the parental control PIN of your account.',
          `Open this link to choose a new PIN; it works once, until ${expiresAt.toISOString()}:`,
          link,
          'If you did not ask for this, ignore this message: your PIN stays as it is.',
        ].join('\n\n'),
        link,
      });
    },
  };
}

export { defaultCountry } from './details.ts';
/** Sign-up (services/auth) checks the same formats when profile fields come with a new account. */
export { countryPatterns, isBirthDate, isTaxNumber, normalisePhone, PHONE_PATTERN } from './countries.ts';

// Seeds the built-in demo identity provider (decision 0022) for each demo realm whose settings
// name an OpenID Connect provider (an authenticationProviders entry with an openIdClientName):
// the app registered as its client, with the app's callback paths, and the provider's own demo
// identities. Once per database (its own meta row). Deterministic like the demo accounts: ids
// from the realm and email, each password's salt from the password.
import { createHash } from 'node:crypto';
import type { Db } from '../index.ts';
import { DEFAULT_COST, hashPassword, type ScryptCost } from '../../services/auth/password.ts';
import '../../services/idp/tables.ts';
import { demoUuid } from './accounts.ts';
import { claimSeedMarker } from './claim.ts';
import { DEMO_REALMS } from './realms/index.ts';

export const IDP_SEED_KEY = 'demo_identity_provider';

/** The app's callback route (lib/routes.ts `loginRedirect`, its base path in every language). */
export const PROVIDER_CALLBACK_PATH = '/login/redirect';

export type DemoIdentity = { email: string; password: string; name: string };

/**
 * The provider's identities per realm. The second has the email of the realm's demo viewer, an
 * account with a password it is not linked to: signing in with it is refused until the viewer
 * links it (sign in with the password, then with the provider).
 */
export const DEMO_IDENTITIES: Readonly<Record<string, readonly DemoIdentity[]>> = {
  cinema: [
    { email: 'ada@id.cinema.example', password: 'provider-pass-1', name: 'Ada Lovelace' },
    { email: 'viewer@cinema.example', password: 'provider-pass-2', name: 'Demo Viewer' },
  ],
};

/** The demo identity's id: its subject in the ID tokens. */
export const demoIdentityId = (realm: string, email: string) => demoUuid(`idp:${realm}:${email}`);

export async function seedDemoIdentityProvider(db: Db, options: { cost?: ScryptCost } = {}): Promise<boolean> {
  const cost = options.cost ?? DEFAULT_COST;
  const known = await db.selectFrom('realm').select('name').execute();
  const realms = DEMO_REALMS.filter(
    (def) => known.some((r) => r.name === def.settings.realm) && def.settings.authenticationProviders.some((p) => p.openIdClientName),
  );
  if (realms.length === 0) return false;
  const salt = (password: string) => createHash('sha256').update(`demo-salt:${password}`).digest().subarray(0, 16);
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, IDP_SEED_KEY, { version: 1 }))) return false;
    for (const def of realms) {
      const realm = def.settings.realm;
      for (const provider of def.settings.authenticationProviders) {
        if (!provider.openIdClientName) continue;
        await trx
          .insertInto('idp_client')
          .values({
            realm,
            client_id: provider.openIdClientName,
            name: def.settings.realmFullName,
            // On the realm's own host the app is at '/', on a shared one under /realm/{name}.
            redirect_paths: JSON.stringify([PROVIDER_CALLBACK_PATH, `/realm/${realm}${PROVIDER_CALLBACK_PATH}`]),
          })
          .onConflict((oc) => oc.columns(['realm', 'client_id']).doNothing())
          .execute();
      }
      for (const identity of DEMO_IDENTITIES[realm] ?? []) {
        await trx
          .insertInto('idp_identity')
          .values({
            id: demoIdentityId(realm, identity.email),
            realm,
            email: identity.email,
            email_verified: true,
            password_hash: await hashPassword(identity.password, cost, salt(identity.password)),
            name: identity.name,
          })
          .execute();
      }
    }
    return true;
  });
}

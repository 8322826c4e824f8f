// Seeds the demo realms' accounts and account rules (realms/accounts.ts), once per database
// (its own meta row, so a database seeded before accounts existed gets them on its next start).
// Deterministic: ids come from the realm and email and each demo password's salt from the
// password, so every fresh database holds the same accounts with the same hashes, and the seed
// hashes each demo password once (they are published anyway). Realm signing keys are NOT
// seeded (they are random, made on first use), so nobody can forge a token from this file.
import { createHash } from 'node:crypto';
import type { Db } from '../index.ts';
import { hashPassword, DEFAULT_COST, type ScryptCost } from '../../services/auth/password.ts';
import { insertPendingActivation } from '../../services/auth/pending-activation.ts';
import { claimSeedMarker } from './claim.ts';
import { DEMO_ACCOUNTS } from './realms/accounts.ts';
import { DEMO_REALMS } from './realms/index.ts';

export const ACCOUNTS_SEED_KEY = 'demo_accounts';

/** A uuid (version 4 layout) derived from a name: the same name, the same id. */
export function demoUuid(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16] ?? '0', 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The id of a realm's seeded pending activation (the activate-user page's link). */
export const pendingActivationId = (realm: string, email: string) => demoUuid(`activation:${realm}:${email}`);

export async function seedDemoAccounts(db: Db, options: { now: Date; cost?: ScryptCost }): Promise<boolean> {
  const cost = options.cost ?? DEFAULT_COST;
  const known = await db.selectFrom('realm').select('name').execute();
  const realms = DEMO_REALMS.filter((def) => known.some((r) => r.name === def.settings.realm));
  if (realms.length === 0) return false;
  const hashes = new Map<string, Promise<string>>();
  const hashed = (password: string): Promise<string> => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password, cost, createHash('sha256').update(`demo-salt:${password}`).digest().subarray(0, 16));
      hashes.set(password, hash);
    }
    return hash;
  };
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, ACCOUNTS_SEED_KEY, { version: 1 }))) return false;
    for (const def of realms) {
      const realm = def.settings.realm;
      const accounts = DEMO_ACCOUNTS[realm];
      if (!accounts) continue;
      await trx
        .insertInto('realm_account_settings')
        .values({
          realm,
          password_min: accounts.passwordMin,
          required_profile_fields: JSON.stringify(accounts.requiredProfileFields),
          partitions: JSON.stringify(accounts.partitions ?? []),
        })
        .execute();
      if (accounts.signupFields.length) {
        await trx
          .insertInto('signup_field')
          .values(
            accounts.signupFields.map(({ fieldName, ...definition }, position) => ({
              realm,
              field_name: fieldName,
              definition: JSON.stringify(definition),
              position,
            })),
          )
          .execute();
      }
      if (accounts.consentPrompts.length) {
        await trx
          .insertInto('consent_prompt')
          .values(
            accounts.consentPrompts.map((p, position) => ({
              realm,
              field_name: p.fieldName,
              label: p.label,
              functional_purpose: p.functionalPurpose,
              required: p.required,
              position,
            })),
          )
          .execute();
      }
      for (const client of accounts.oauthClients) {
        await trx
          .insertInto('oauth_client')
          .values({ realm, client_id: client.clientId, name: client.name, redirect_urls: JSON.stringify(client.redirectUrls) })
          .execute();
      }
      for (const account of accounts.accounts) {
        const id = demoUuid(`user:${realm}:${account.email}`);
        await trx
          .insertInto('app_user')
          .values({
            id,
            realm,
            email: account.email,
            password_hash: account.password ? await hashed(account.password) : null,
            roles: account.roles,
            confirmed: true,
            full_name: account.fullName,
            phone_number: account.phoneNumber,
          })
          .execute();
        for (const [position, profile] of (account.profiles ?? []).entries()) {
          await trx
            .insertInto('viewing_profile')
            .values({
              id: demoUuid(`profile:${id}:${profile.name}`),
              user_id: id,
              name: profile.name,
              type: profile.type,
              avatar_colour: profile.avatarColour,
              position,
            })
            .execute();
        }
      }
      for (const email of accounts.pendingActivations) {
        await insertPendingActivation(trx, {
          id: pendingActivationId(realm, email),
          userId: demoUuid(`user:${realm}:${email}`),
          realm,
          email,
          licenceIds: def.licences.slice(0, 1).map((l) => l.id),
          expiresAt: new Date(options.now.getTime() + 365 * 86_400_000),
        });
      }
    }
    return true;
  });
}

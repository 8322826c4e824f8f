// The demo provider's signing key per realm: a P-256 pair made by the first server that needs
// it and shared through the database (so every instance signs alike and publishes the same
// key set), kept in memory once read. Only the public half ever leaves: the key set at
// /api/idp/{realm}/jwks, by which relying parties check the ID tokens.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { PublicJwk } from '../../../contracts/federated.ts';
import type { Db } from '../../db/index.ts';
import { jwkThumbprint } from '../../lib/es256-jwt.ts';
import './tables.ts';

export type IdpSigningKey = { kid: string; privateKey: KeyObject; publicJwk: PublicJwk };

export type IdpKeys = { keyFor(realm: string): Promise<IdpSigningKey> };

function fromRow(row: { kid: string; private_jwk: Record<string, string> }): IdpSigningKey {
  const privateKey = createPrivateKey({ key: row.private_jwk, format: 'jwk' });
  const { x = '', y = '' } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kid: row.kid, privateKey, publicJwk: { kty: 'EC', crv: 'P-256', x, y, kid: row.kid, alg: 'ES256', use: 'sig' } };
}

export function createIdpKeys(db: Db): IdpKeys {
  const known = new Map<string, Promise<IdpSigningKey>>();
  const read = (realm: string) =>
    db.selectFrom('idp_signing_key').select(['kid', 'private_jwk']).where('realm', '=', realm).executeTakeFirst();

  async function load(realm: string): Promise<IdpSigningKey> {
    const stored = await read(realm);
    if (stored) return fromRow(stored);
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    // Two instances racing: the second insert does nothing and both read the first's key.
    await db
      .insertInto('idp_signing_key')
      .values({ realm, kid: jwkThumbprint(jwk), private_jwk: JSON.stringify(jwk) })
      .onConflict((oc) => oc.column('realm').doNothing())
      .execute();
    const row = await read(realm);
    if (!row) throw new Error(`no signing key for the identity provider of '${realm}'`);
    return fromRow(row);
  }

  return {
    keyFor(realm) {
      let key = known.get(realm);
      if (!key) {
        key = load(realm);
        known.set(realm, key);
        key.catch(() => known.delete(realm));
      }
      return key;
    },
  };
}

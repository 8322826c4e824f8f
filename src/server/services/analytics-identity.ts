// The customer-data library's identity calls (spec §7 "identity identify/login/logout/modify").
// An analytics user id is derived, not allocated: a hash of the realm and the customer id when
// one is known, else of the realm and the device id. The same viewer gets the same id on every
// device once signed in, and on one device before, with no table to look it up in and no race
// between two devices identifying the same customer at once. Every call is recorded with the
// identities it carried, which is what a modify changes.
import { createHash, randomUUID } from 'node:crypto';
import type { IdentityAction, IdentityAnswer, IdentityBody } from '../../contracts/analytics.ts';
import type { Db } from '../db/index.ts';

/** A signed 64-bit integer in decimal from the first 8 bytes of a SHA-256. */
export function analyticsUserId(realm: string, by: 'customer' | 'device', value: string): string {
  // NUL separators: no realm, kind and value can run together into another's.
  const digest = createHash('sha256').update(`analytics-user\0${realm}\0${by}\0${value}`).digest();
  return digest.readBigInt64BE(0).toString();
}

export type AnalyticsIdentityService = {
  /** identify, login and modify answer the customer's user when a customer id is given; logout the device's. */
  identity(realm: string, action: IdentityAction, body: IdentityBody): Promise<IdentityAnswer>;
};

export function createAnalyticsIdentityService(db: Db): AnalyticsIdentityService {
  return {
    async identity(realm, action, body) {
      const customerId = body.knownIdentities.customerId ?? null;
      const email = body.knownIdentities.email ?? null;
      // Signing out leaves the viewer as the device's anonymous user, whatever identities came along.
      const byCustomer = action !== 'logout' && customerId !== null;
      const mpid = byCustomer ? analyticsUserId(realm, 'customer', customerId) : analyticsUserId(realm, 'device', body.deviceId);
      await db
        .insertInto('analytics_identity')
        .values({ realm, id: randomUUID(), mpid, action, device_id: body.deviceId, customer_id: customerId, email })
        .execute();
      return { mpid, loggedIn: byCustomer };
    },
  };
}

// The analytics collector (spec §7 customer-data library): stores each batch once. A batch id
// already stored answers "not stored" and writes nothing, in one transaction with the batch's
// events, so a retry after a timeout the server did answer, or the page and the service worker
// replaying the same batch, never doubles an event.
import {
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  MARKETING_PROVIDER,
  providerEnabled,
  type AnalyticsBatch,
  type AnalyticsBatchAnswer,
  type AnalyticsConfig,
  type AnalyticsStored,
} from '../../contracts/analytics.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import type { Db } from '../db/index.ts';
import { createAnalyticsIdentityService, type AnalyticsIdentityService } from './analytics-identity.ts';

export type AnalyticsService = AnalyticsIdentityService & {
  /** Whether the realm's customer-data provider is on (settings.enabled === 'true'). */
  enabled(realm: RealmSettings): boolean;
  config(realm: RealmSettings): AnalyticsConfig;
  ingest(realm: string, deviceId: string, batch: AnalyticsBatch): Promise<AnalyticsBatchAnswer>;
  stored(realm: string, filter: { sessionId?: string; name?: string }): Promise<AnalyticsStored>;
};

export function createAnalyticsService(db: Db): AnalyticsService {
  const enabled = (realm: RealmSettings) =>
    providerEnabled(realm.marketingProviders.find((p) => p.name === MARKETING_PROVIDER.customerData));
  return {
    ...createAnalyticsIdentityService(db),
    enabled,
    config: (realm) => ({
      enabled: enabled(realm),
      maxEventsPerBatch: ANALYTICS_MAX_EVENTS_PER_BATCH,
      maxBatchBytes: ANALYTICS_MAX_BATCH_BYTES,
    }),

    async ingest(realm, deviceId, batch) {
      return db.transaction().execute(async (trx) => {
        // The unique key decides: of two identical batches arriving at once, the second waits
        // on the first's row and then does nothing.
        const inserted = await trx
          .insertInto('analytics_batch')
          .values({
            realm,
            id: batch.id,
            session_id: batch.sessionId,
            device_id: deviceId,
            sent_at: batch.sentAt,
            mpid: batch.mpid ?? null,
          })
          .onConflict((oc) => oc.columns(['realm', 'id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return { batchId: batch.id, stored: false, events: 0 };
        // An event id already stored under another batch (a client that re-sealed it) is
        // skipped too: the event, not only the batch, is stored once.
        const rows = await trx
          .insertInto('analytics_event')
          .values(
            batch.events.map((e) => ({
              realm,
              id: e.id,
              batch_id: batch.id,
              session_id: batch.sessionId,
              name: e.name,
              occurred_at: e.timestamp,
              attributes: JSON.stringify(e.attributes),
            })),
          )
          .onConflict((oc) => oc.columns(['realm', 'id']).doNothing())
          .returning('id')
          .execute();
        return { batchId: batch.id, stored: true, events: rows.length };
      });
    },

    async stored(realm, filter) {
      let events = db
        .selectFrom('analytics_event as e')
        .innerJoin('analytics_batch as b', (j) => j.onRef('b.realm', '=', 'e.realm').onRef('b.id', '=', 'e.batch_id'))
        .select(['e.id', 'e.batch_id', 'e.session_id', 'b.mpid', 'e.name', 'e.occurred_at'])
        .where('e.realm', '=', realm)
        .orderBy('e.occurred_at')
        .orderBy('e.id');
      if (filter.sessionId) events = events.where('e.session_id', '=', filter.sessionId);
      if (filter.name) events = events.where('e.name', '=', filter.name);
      let batches = db
        .selectFrom('analytics_batch')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('realm', '=', realm);
      if (filter.sessionId) batches = batches.where('session_id', '=', filter.sessionId);
      const [rows, count] = await Promise.all([events.execute(), batches.executeTakeFirstOrThrow()]);
      return {
        batches: Number(count.n),
        events: rows.map((r) => ({
          id: r.id,
          batchId: r.batch_id,
          sessionId: r.session_id,
          mpid: r.mpid,
          name: r.name,
          timestamp: new Date(r.occurred_at).toISOString(),
        })),
      };
    },
  };
}

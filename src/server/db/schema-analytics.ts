// Table types of migrations 017 (analytics batches and events) and 018 (identity calls), joined into Database.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AnalyticsBatchTable {
  realm: string;
  id: string;
  session_id: string;
  device_id: string;
  sent_at: Timestamp;
  received_at: DefaultTimestamp;
  /** The analytics user the batch was sent for; null from clients that had none. */
  mpid: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AnalyticsEventTable {
  realm: string;
  id: string;
  batch_id: string;
  session_id: string;
  name: string;
  occurred_at: Timestamp;
  /** The event's attributes as sent (contracts/analytics.ts). */
  attributes: ColumnType<Record<string, unknown>, string, string>;
}

export interface AnalyticsIdentityTable {
  realm: string;
  id: string;
  mpid: string;
  action: string;
  device_id: string;
  customer_id: string | null;
  email: string | null;
  received_at: DefaultTimestamp;
}

export interface AnalyticsTables {
  analytics_batch: AnalyticsBatchTable;
  analytics_event: AnalyticsEventTable;
  analytics_identity: AnalyticsIdentityTable;
}

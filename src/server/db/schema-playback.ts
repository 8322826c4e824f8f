// Table types of migration 011 (playback rules and stream leases), joined into Database.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ContentLicenceTable {
  realm: string;
  content_id: string;
  licence_id: string;
}

export interface EntitlementTable {
  user_id: string;
  realm: string;
  licence_id: string;
  granted_at: DefaultTimestamp;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ContentGeoRuleTable {
  realm: string;
  content_id: string;
  mode: 'ALLOW' | 'DENY';
  countries: string[];
}

export interface StreamLeaseTable {
  id: string;
  user_id: string;
  realm: string;
  content_id: string;
  device_id: string;
  started_at: Timestamp;
  expires_at: Timestamp;
}

/** Migration 014: where a viewer stopped in an item ('' profile: an account without profiles). */
export interface WatchProgressTable {
  user_id: string;
  profile: string;
  realm: string;
  content_id: string;
  position: number;
  duration: number;
  updated_at: DefaultTimestamp;
}

export interface PlaybackTables {
  content_licence: ContentLicenceTable;
  entitlement: EntitlementTable;
  content_geo_rule: ContentGeoRuleTable;
  stream_lease: StreamLeaseTable;
  watch_progress: WatchProgressTable;
}

// Table types of migration 006 (account), merged into the database's type so Kysely checks
// every query of the account service; kept beside the service that alone reads them.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type ParentalStatus = 'RESTRICTED' | 'NON_RESTRICTED';

export interface UserPreferenceTable {
  user_id: string;
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ParentalControlTable {
  user_id: string;
  pin_hash: string;
  status: ParentalStatus;
  failed_attempts: ColumnType<number, number | undefined, number>;
  failures_since: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../db/schema.ts' {
  interface Database {
    user_preference: UserPreferenceTable;
    parental_control: ParentalControlTable;
  }
}

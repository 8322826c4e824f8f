// Table types of migration 007 (captcha), merged into the database's type so Kysely checks
// every query of the captcha service; kept beside the service that alone writes them.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CaptchaChallengeTable {
  id: string;
  realm: string;
  purpose: string;
  salt: string;
  difficulty: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SignInFailureTable {
  id: string;
  realm: string;
  email_key: string;
  address: string;
  failed_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    captcha_challenge: CaptchaChallengeTable;
    sign_in_failure: SignInFailureTable;
  }
}

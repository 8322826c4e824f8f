// Table types of migrations 019 (commerce) and 020 (gifts), joined into Database.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface LicenceFamilyTable {
  realm: string;
  id: string;
  name: string;
  description: string;
  position: number;
  /** Migration 022: name and description by locale; the columns are the fallback. */
  translations: ColumnType<Record<string, Record<string, string>>, string | undefined, string>;
}

export interface TaxRateTable {
  country_code: string;
  /** Hundredths of a percent. */
  rate_bp: number;
  name: string;
}

export interface VoucherTable {
  realm: string;
  code: string;
  name: string;
  description: string;
  discount_type: 'PERCENT' | 'AMOUNT';
  percent: Optional<number>;
  amount: Optional<number>;
  scale: Optional<number>;
  currency: Optional<string>;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  max_redemptions: Optional<number>;
  redemptions: ColumnType<number, number | undefined, number>;
  licence_ids: Optional<string[]>;
}

export interface BasketTable {
  id: string;
  realm: string;
  user_id: string;
  licence_id: string;
  country_code: string | null;
  voucher_code: Optional<string>;
  status: ColumnType<'OPEN' | 'PAID', 'OPEN' | 'PAID' | undefined, 'OPEN' | 'PAID'>;
  created_at: DefaultTimestamp;
  /** The free trial this basket offers, in days (migration 021); null: none. */
  free_trial_days: Optional<number>;
}

export interface PaymentCardTable {
  id: string;
  realm: string;
  user_id: string;
  provider: string;
  token: string;
  brand: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string | null;
  saved: boolean;
  deleted_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export type PaymentStatus = 'AUTHORISATION_REQUIRED' | 'SUCCEEDED' | 'DECLINED';

export interface PaymentTable {
  id: string;
  realm: string;
  user_id: string;
  idempotency_key: string;
  basket_id: string;
  provider: string;
  card_id: Optional<string>;
  status: PaymentStatus;
  decline_reason: Optional<string>;
  amount: number;
  scale: number;
  currency: string;
  description: string;
  /** The answer of a finished payment (JSON), replayed to a retry. */
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ChargeTable {
  id: string;
  payment_id: string;
  amount: number;
  scale: number;
  currency: string;
  created_at: DefaultTimestamp;
}

export interface SubscriptionTable {
  id: string;
  realm: string;
  user_id: string;
  licence_id: string;
  period: string;
  amount: number;
  scale: number;
  currency: string;
  started_at: Timestamp;
  period_end: Timestamp;
  cancelled_at: NullableTimestamp;
  /** The saved card it renews with (migration 021). */
  card_id: Optional<string>;
  /** Set when it began with a free trial: the first charge is due then (migration 021). */
  trial_ends_at: NullableTimestamp;
}

export interface PriceMigrationTable {
  id: string;
  subscription_id: string;
  amount: number;
  scale: number;
  currency: string;
  effective_at: Timestamp;
  deadline: Timestamp;
  /** False: waiting; true: accepted; null: declined. */
  customer_confirmed: boolean | null;
  answered_at: NullableTimestamp;
}

export interface BillingAddressTable {
  id: string;
  realm: string;
  user_id: string;
  country_code: string;
  postal_code: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultTimestamp;
}

/** Migration 020 (decision 0040). The id is the redemption id. */
export interface GiftTable {
  id: string;
  realm: string;
  basket_id: string;
  buyer_id: string;
  licence_id: string;
  recipient_email: string;
  note: string | null;
  number_of_periods: number;
  paid_at: NullableTimestamp;
  redeemed_by: Optional<string>;
  redeemed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface CommerceTables {
  licence_family: LicenceFamilyTable;
  tax_rate: TaxRateTable;
  voucher: VoucherTable;
  basket: BasketTable;
  payment_card: PaymentCardTable;
  payment: PaymentTable;
  charge: ChargeTable;
  subscription: SubscriptionTable;
  price_migration: PriceMigrationTable;
  billing_address: BillingAddressTable;
  gift: GiftTable;
}

// A realm's account rules the wire settings do not carry (table realm_account_settings):
// password length, the profile fields every account must have and, for a PARTITIONED realm,
// the partitions an account may belong to. Read per use: a sign-in is rare next to a page of
// content, and an operator's change applies at once.
import type { MissingField } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';

export type AccountRules = {
  passwordMin: 4 | 8;
  requiredProfileFields: MissingField[];
  /** Partition ids; only a realm whose partitionSettings say PARTITIONED uses them. */
  partitions: string[];
  /** The same partitions with the names the app shows (an entry stored as a bare id is named by it). */
  partitionList: Partition[];
};

export type Partition = { id: string; name: string };

export const DEFAULT_RULES: AccountRules = { passwordMin: 4, requiredProfileFields: [], partitions: [], partitionList: [] };

/** A stored entry: an id (migration 009's form) or `{ id, name }` (decision 0042). */
function partitionOf(entry: unknown): Partition | null {
  if (typeof entry === 'string') return { id: entry, name: entry };
  if (typeof entry === 'object' && entry !== null) {
    const { id, name } = entry as { id?: unknown; name?: unknown };
    if (typeof id === 'string') return { id, name: typeof name === 'string' ? name : id };
  }
  return null;
}

export async function accountRules(db: Db, realm: string): Promise<AccountRules> {
  const row = await db
    .selectFrom('realm_account_settings')
    .select(['password_min', 'required_profile_fields', 'partitions'])
    .where('realm', '=', realm)
    .executeTakeFirst();
  if (!row) return DEFAULT_RULES;
  const partitionList = (row.partitions as unknown[]).map(partitionOf).filter((p): p is Partition => p !== null);
  return {
    passwordMin: row.password_min >= 8 ? 8 : 4,
    requiredProfileFields: row.required_profile_fields as MissingField[],
    partitions: partitionList.map((p) => p.id),
    partitionList,
  };
}

/** The profile columns behind each field an account may be asked for. */
export type ProfileColumns = {
  full_name: string | null;
  phone_number: string | null;
  birth_date: string | null;
  tax_number: string | null;
};

const COLUMN: Record<MissingField, keyof ProfileColumns> = {
  fullName: 'full_name',
  phoneNumber: 'phone_number',
  birthDate: 'birth_date',
  taxNumber: 'tax_number',
};

/** The realm's required fields this user has not given (empty for guests: they have no profile). */
export function missingProfileFields(rules: AccountRules, user: ProfileColumns & { is_guest: boolean }): MissingField[] {
  if (user.is_guest) return [];
  return rules.requiredProfileFields.filter((field) => !user[COLUMN[field]]?.trim());
}

/**
 * The `par` claim of an account's tokens (spec §3 Session): its partition while the realm is
 * PARTITIONED and still offers it, else null — a realm that stops partitioning, or drops a
 * partition, does not leave tokens naming one.
 */
export function tokenPartition(partitioned: boolean, rules: AccountRules, partitionId: string | null): string | null {
  return partitioned && partitionId !== null && rules.partitions.includes(partitionId) ? partitionId : null;
}

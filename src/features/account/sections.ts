// The sections of the account route (spec §2: `?section=` preferences, partitions, subscriptions,
// accountdetails, paymentdetails, accountsecurity) this app offers, and which one a URL shows.
// Subscriptions and payment details joined with decision 0040; partitions (decision 0042) are
// offered in a PARTITIONED realm only. Pure and zod-free: the route file imports it, and it is
// unit-tested.

/** In the order the section list shows them; the first is where `/account` lands. */
export const ACCOUNT_SECTIONS = [
  'accountdetails',
  'partitions',
  'subscriptions',
  'paymentdetails',
  'preferences',
  'accountsecurity',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The sections a realm offers: partitions only where it is PARTITIONED. */
export function offeredSections(partitioned: boolean): readonly AccountSection[] {
  return partitioned ? ACCOUNT_SECTIONS : ACCOUNT_SECTIONS.filter((s) => s !== 'partitions');
}

/** The section a `section` query value names, else the first one (an unknown or missing value, a section not offered). */
export function chooseSection(value: string | null | undefined, partitioned = false): AccountSection {
  const wanted = (value ?? '').trim().toLowerCase();
  return offeredSections(partitioned).find((section) => section === wanted) ?? ACCOUNT_SECTIONS[0];
}

/** The label key of a section's name. */
const SECTION_LABELS = {
  accountdetails: 'accountSectionAccountdetails',
  partitions: 'accountSectionPartitions',
  subscriptions: 'accountSectionSubscriptions',
  paymentdetails: 'accountSectionPaymentdetails',
  preferences: 'accountSectionPreferences',
  accountsecurity: 'accountSectionAccountsecurity',
} as const satisfies Record<AccountSection, string>;

export function sectionLabel<S extends AccountSection>(section: S): (typeof SECTION_LABELS)[S] {
  return SECTION_LABELS[section];
}

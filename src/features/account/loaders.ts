// The account route's loader (loaded with the screen's chunk: the route object is in the
// start-up chunk). It reads the summary every section starts from: the viewer's details, their
// preferences and, where the realm asks consent prompts, the saved answers. Each is a GET the
// worker keeps per viewer (`personal`, decision 0035), so a visited account page opens offline.
import { redirect } from 'react-router';
import type { ConsentPrompt, UserProfile } from '../../contracts/session.ts';
import { PUBLIC_SHELL, type ScreenContext } from '../../lib/core/index.ts';
import { routePath } from '../../lib/routes.ts';
import type { z } from 'zod';
import type { priceMigration, subscription } from '../../contracts/commerce.ts';
import type { billingAddress, cardPage } from '../../contracts/payments.ts';
import {
  loadBillingAddresses,
  loadCards,
  loadConsentAnswers,
  loadConsentPrompts,
  loadPartitions,
  loadPreferences,
  loadPriceMigrations,
  loadProfile,
  loadSubscriptions,
  loadUserPartition,
} from './api.ts';
import type { PartitionList } from '../../contracts/account.ts';
import { chooseSection, type AccountSection } from './sections.ts';

export type ConsentState = { prompts: ConsentPrompt[]; answers: Record<string, boolean> };

export type SubscriptionsData = { subscriptions: z.infer<typeof subscription>[]; priceMigrations: z.infer<typeof priceMigration>[] };
export type PaymentDetailsData = { cards: z.infer<typeof cardPage>; addresses: Record<string, z.infer<typeof billingAddress>> };

export type AccountData = {
  section: AccountSection;
  profile: UserProfile;
  preferences: Record<string, string>;
  /** Null where the realm asks no consent prompts. */
  consent: ConsentState | null;
  /** Only with the subscriptions section. */
  subscriptions?: SubscriptionsData;
  /** Only with the payment details section (the history is read by the section: it is a POST, never kept offline). */
  paymentDetails?: PaymentDetailsData;
  /** Only with the partitions section (decision 0042). */
  partitions?: PartitionsData;
};

export type PartitionsData = { list: PartitionList['partitions']; current: string | null };

async function loadSection(core: ScreenContext, section: AccountSection, signal: AbortSignal): Promise<Partial<AccountData>> {
  if (section === 'partitions') {
    const [list, own] = await Promise.all([loadPartitions(core.http, signal), loadUserPartition(core.http, signal)]);
    return { partitions: { list: list.partitions, current: own.partition } };
  }
  if (section === 'subscriptions') {
    const [list, migrations] = await Promise.all([loadSubscriptions(core.http, signal), loadPriceMigrations(core.http, signal)]);
    return { subscriptions: { subscriptions: list.subscriptions, priceMigrations: migrations.priceMigrations } };
  }
  if (section === 'paymentdetails') {
    const [cards, addresses] = await Promise.all([
      loadCards(core.http, 1, signal),
      // Spec §7: the address list is empty when it cannot be read.
      loadBillingAddresses(core.http, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return {};
      }),
    ]);
    return { paymentDetails: { cards, addresses } };
  }
  return {};
}

async function loadConsent(core: ScreenContext, signal: AbortSignal): Promise<ConsentState | null> {
  const prompts = await loadConsentPrompts(core.http, signal);
  if (prompts.length === 0) return null;
  const saved = await loadConsentAnswers(core.http, signal);
  return { prompts, answers: Object.fromEntries(saved.map((a) => [a.consentField.fieldName, a.answer])) };
}

export async function loadAccount(core: ScreenContext, url: URL, signal: AbortSignal): Promise<AccountData | typeof PUBLIC_SHELL> {
  // The guard answers a server render's shell before this runs; kept for a render that gets here.
  if (core.serverRender) return PUBLIC_SHELL;
  // Spec §6: a child profile has no account item, and the server refuses it the account's calls.
  if (core.viewer.childProfile) throw redirect(core.defaultTarget ?? routePath('home', { locale: core.locale }));
  const section = chooseSection(url.searchParams.get('section'), core.realm.partitionSettings.status === 'PARTITIONED');
  const [profile, preferences, consent, sectionData] = await Promise.all([
    loadProfile(core.http, signal),
    loadPreferences(core.http, signal),
    loadConsent(core, signal),
    loadSection(core, section, signal),
  ]);
  return { section, profile, preferences, consent, ...sectionData };
}

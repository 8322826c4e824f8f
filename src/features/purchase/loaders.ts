// The purchase routes' loaders (loaded with the screens' chunks). Nothing here writes: a basket
// is made by the viewer's choice in the page, never by a loader a revalidation would run again.
// A server render does not know the viewer, so each answers the public shell there — except
// the gifts page, whose catalogue is the same for everyone (decision 0041), and the purchase
// page for a visitor without a session (its start: the licences).
import { redirect } from 'react-router';
import type { Basket } from '../../contracts/commerce.ts';
import type { PaymentMethod } from '../../contracts/payments.ts';
import { pendingRedirectLicence, PUBLIC_SHELL, safeFrom, setLicenceRedirectPending, type ScreenContext } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { routePath } from '../../lib/routes.ts';
import type { PartitionList } from '../../contracts/account.ts';
import {
  loadBasket,
  loadCards,
  loadGiftCatalogue,
  loadPartitions,
  loadPaymentDetails,
  loadSubscriptions,
  loadUserPartition,
} from './api.ts';
import type { CardPage } from './CardPayment.tsx';
import { stepOrder, type Step } from './flow.ts';
import { preselectedGift } from './gift-choice.ts';
import { licenceChoices, type LicenceChoice } from './licences.ts';

export type PurchaseData = {
  licences: LicenceChoice[];
  signedIn: boolean;
  order: Step[];
  /** `?licence=`: the licence to start with (the player's "Buy"), when the realm sells it. */
  preselected: string | null;
  /** `?from=`: where the viewer came from (a player page), to go back to once it is bought. */
  from: string | null;
  /** A customer's first page of saved cards (decision 0042); null for a visitor or when unreadable. */
  cards: CardPage | null;
  /** The realm is PARTITIONED (decision 0042): licences are offered by partition. */
  partitioned: boolean;
  /** The realm's partitions (empty where it is not partitioned, or they could not be read). */
  partitions: PartitionList['partitions'];
  /** The customer's partition, as their tokens name it; null for a visitor or without one. */
  partition: string | null;
};

/** A partitioned realm's partitions and the customer's own; a failure reads as none (the walk goes on). */
async function partitionsOf(core: ScreenContext, signal: AbortSignal): Promise<Pick<PurchaseData, 'partitions' | 'partition'>> {
  if (core.realm.partitionSettings.status !== 'PARTITIONED') return { partitions: [], partition: null };
  const [list, own] = await Promise.all([
    loadPartitions(core.http, signal).catch(() => ({ partitions: [] })),
    signedIn(core) ? loadUserPartition(core.http, signal).catch(() => ({ partition: null })) : { partition: null },
  ]);
  return { partitions: list.partitions, partition: own.partition };
}

const signedIn = (core: ScreenContext) => core.viewer.role === 'CUSTOMER' || core.viewer.role === 'ADMIN';

/** The first page of saved cards; a failure is no cards (the form still takes a new one). */
export async function savedCards(core: ScreenContext, signal: AbortSignal): Promise<CardPage | null> {
  if (!signedIn(core)) return null;
  try {
    return await loadCards(core.http, 1, signal);
  } catch {
    return null;
  }
}

export async function loadPurchase(core: ScreenContext, url: URL, signal: AbortSignal): Promise<PurchaseData | typeof PUBLIC_SHELL> {
  // A visitor the server knows to have no session sees the walk's start as the browser would
  // draw it for them (the licences are public); anyone else may be a customer: the shell.
  if (core.serverRender && core.storedSession !== false) return PUBLIC_SHELL;
  const licences = licenceChoices(core.init.licences);
  const wanted = url.searchParams.get('licence');
  const customer = signedIn(core);
  const [cards, partitioning] = await Promise.all([savedCards(core, signal), partitionsOf(core, signal)]);
  const partitioned = core.realm.partitionSettings.status === 'PARTITIONED';
  // Without a partition the viewer chooses one first (step 7): it decides which licences are offered.
  const choosePartition = partitioned && partitioning.partition === null && partitioning.partitions.length > 0;
  const order = stepOrder(core.realm.checkoutFirstStep, customer, choosePartition);
  // The step the page starts on is drawn at once, by the server too (step-modules.tsx).
  const first = order[0];
  if (first !== undefined) await (await import('./step-modules.tsx')).preloadStep(first);
  return {
    licences,
    signedIn: customer,
    order,
    preselected: licences.some((l) => l.licence.id === wanted) ? wanted : null,
    from: safeFrom(url.searchParams.get('from')),
    cards,
    partitioned,
    ...partitioning,
  };
}

export type AuthorisationData = { paymentId: string | null; basketId: string | null; from: string | null };

export async function loadAuthorisation(core: ScreenContext, url: URL): Promise<AuthorisationData | typeof PUBLIC_SHELL> {
  if (core.serverRender) return PUBLIC_SHELL;
  const q = url.searchParams;
  return { paymentId: q.get('payment'), basketId: q.get('basket'), from: safeFrom(q.get('from')) };
}

export type ConfirmationData = { basket: Basket | null; from: string | null };

export async function loadConfirmation(
  core: ScreenContext,
  url: URL,
  signal: AbortSignal,
): Promise<ConfirmationData | typeof PUBLIC_SHELL> {
  if (core.serverRender) return PUBLIC_SHELL;
  const id = url.searchParams.get('basket');
  const from = safeFrom(url.searchParams.get('from'));
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return { basket: null, from };
  return { basket: await loadBasket(core.http, id, signal), from };
}

const isId = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A basket or a subscription that is not the viewer's reads as none (404), not as a failure. */
async function unlessNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export type PayData = { basket: Basket | null; cards: CardPage | null; from: string | null };

/** The pay route (spec §2): `?basket=` names a basket of the viewer's to pay (decision 0042). */
export async function loadPay(core: ScreenContext, url: URL, signal: AbortSignal): Promise<PayData | typeof PUBLIC_SHELL> {
  if (core.serverRender) return PUBLIC_SHELL;
  const id = url.searchParams.get('basket');
  const from = safeFrom(url.searchParams.get('from'));
  if (!isId(id)) return { basket: null, cards: null, from };
  const [basket, cards] = await Promise.all([unlessNotFound(() => loadBasket(core.http, id, signal)), savedCards(core, signal)]);
  return { basket, cards, from };
}

export type Subscription = Awaited<ReturnType<typeof loadSubscriptions>>['subscriptions'][number];
export type PaymentUpdateData = { subscription: Subscription | null; methods: PaymentMethod[] };

/**
 * The payment update route (spec §2): `?subscription=` names the subscription whose card is
 * changed; the saved cards come from the payment details (decision 0042).
 */
export async function loadPaymentUpdate(
  core: ScreenContext,
  url: URL,
  signal: AbortSignal,
): Promise<PaymentUpdateData | typeof PUBLIC_SHELL> {
  if (core.serverRender) return PUBLIC_SHELL;
  const id = url.searchParams.get('subscription');
  const [subscriptions, details] = await Promise.all([loadSubscriptions(core.http, signal), loadPaymentDetails(core.http, signal)]);
  const subscription = isId(id) ? (subscriptions.subscriptions.find((s) => s.id === id) ?? null) : null;
  return { subscription, methods: details.paymentMethods };
}

export type LicenceRedirectData = { licence: string | null };

/**
 * The licence redirect route (spec §2, §4): the licence named by `?licence=`, else by the stored
 * flag; the flag is spent here. A licence the realm sells goes straight to its purchase; one it
 * does not is said so on the page, with the realm's licences a link away.
 */
export async function loadLicenceRedirect(core: ScreenContext, url: URL): Promise<LicenceRedirectData | typeof PUBLIC_SHELL> {
  if (core.serverRender) return PUBLIC_SHELL;
  const wanted = url.searchParams.get('licence') || pendingRedirectLicence() || null;
  setLicenceRedirectPending(false);
  const sold = licenceChoices(core.init.licences).some((l) => l.licence.id === wanted);
  if (wanted && sold) throw redirect(routePath('purchase', { locale: core.locale, query: { licence: wanted } }));
  return { licence: wanted };
}

export type GiftCatalogueAnswer = Awaited<ReturnType<typeof loadGiftCatalogue>>;

export type GiftsData = {
  catalogue: GiftCatalogueAnswer;
  /** `?gift=`: the gift to start with (back from signing in), when the catalogue has it. */
  preselected: string | null;
};

/** The gifts page: the catalogue for the viewer's country, also in a server render (it is public). */
export async function loadGifts(core: ScreenContext, url: URL, signal: AbortSignal): Promise<GiftsData> {
  const catalogue = await loadGiftCatalogue(core.http, core.locale, signal);
  return { catalogue, preselected: preselectedGift(catalogue.gifts, url.searchParams.get('gift')) };
}

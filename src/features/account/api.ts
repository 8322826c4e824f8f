// The account area's calls: the viewer's details, preferences and consent answers (read by the
// loader, GET operations the worker keeps per viewer: cache policy `personal`), and the writes
// its forms make. Only the http client.
import type { z } from 'zod';
import type { ConsentAnswer, UserProfileUpdate, preferencesUpdate } from '../../contracts/session.ts';
import type { billingAddressBody, billingDetailsBody } from '../../contracts/payments.ts';
import type { Http } from '../../lib/http.ts';

type BillingAddressBody = z.input<typeof billingAddressBody>;
type BillingDetailsBody = z.input<typeof billingDetailsBody>;

export const loadProfile = (http: Http, signal?: AbortSignal) => http.call('userProfile', { signal });
export const loadPreferences = (http: Http, signal?: AbortSignal) => http.call('preferences', { signal });
export const loadConsentPrompts = (http: Http, signal?: AbortSignal) => http.call('consentPrompts', { signal });
export const loadConsentAnswers = (http: Http, signal?: AbortSignal) => http.call('consentAnswers', { signal });

export const saveProfile = (http: Http, body: UserProfileUpdate, signal: AbortSignal) => http.call('userProfileUpdate', { body, signal });

export type PreferencesChange = z.input<typeof preferencesUpdate>;

export const savePreferences = (http: Http, body: PreferencesChange) => http.call('preferencesUpdate', { body });

export const saveConsentAnswers = (http: Http, body: ConsentAnswer[], signal: AbortSignal) =>
  http.call('consentAnswersUpdate', { body, signal });

export const changePassword = (http: Http, currentSecret: string, secret: string, signal: AbortSignal) =>
  http.call('passwordChange', { body: { currentSecret, secret }, signal });

/** Every session of the account ends, this one's refresh family named so it goes too. */
export const signOutEverywhere = (http: Http, refreshToken: string | undefined) =>
  http.call('logout', { body: refreshToken ? { all: true, refreshToken } : { all: true } });

// Subscriptions and payment details (decision 0040). The GETs are `personal` like the summary.
export const HISTORY_PAGE_SIZE = 10;
export const CARDS_PAGE_SIZE = 20;

export const loadSubscriptions = (http: Http, signal?: AbortSignal) => http.call('subscriptions', { signal });
export const loadPriceMigrations = (http: Http, signal?: AbortSignal) => http.call('priceMigrations', { signal });
export const cancelSubscription = (http: Http, id: string) => http.call('subscriptionCancel', { params: { id } });
export const reactivateSubscription = (http: Http, id: string) => http.call('subscriptionReactivate', { params: { id } });
export const confirmPriceMigration = (http: Http, id: string) => http.call('priceMigrationConfirm', { params: { id } });
export const declinePriceMigration = (http: Http, id: string) => http.call('priceMigrationDecline', { params: { id } });

/** Spec §7: POST /customer/history/payment?rpp=10&p={page}, no body. */
export const loadPaymentHistory = (http: Http, p: number, signal?: AbortSignal) =>
  http.call('paymentHistory', { query: { rpp: HISTORY_PAGE_SIZE, p }, signal });
/** Spec §7: GET /customer/cards?rpp=20&p={page}. */
export const loadCards = (http: Http, p: number, signal?: AbortSignal) =>
  http.call('cards', { query: { rpp: CARDS_PAGE_SIZE, p }, signal });
export const deleteCard = (http: Http, id: string) => http.call('cardDelete', { params: { id } });
export const loadBillingAddresses = (http: Http, signal?: AbortSignal) => http.call('billingAddresses', { signal });
export const saveBillingAddress = (http: Http, id: string, body: BillingAddressBody, signal: AbortSignal) =>
  http.call('billingAddressPut', { params: { id }, body, signal });
export const saveBillingDetails = (http: Http, body: BillingDetailsBody, signal: AbortSignal) =>
  http.call('billingDetails', { body, signal });

/** Partitions (decision 0042): the realm's list, the account's own, and changing it (new tokens). */
export const loadPartitions = (http: Http, signal?: AbortSignal) => http.call('partitions', { signal });
export const loadUserPartition = (http: Http, signal?: AbortSignal) => http.call('userPartition', { signal });
export const changePartition = (http: Http, partition: string, signal?: AbortSignal) =>
  http.call('userPartitionUpdate', { body: { partition }, signal });

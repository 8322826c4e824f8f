// The purchase flow's calls (decision 0037's commerce operations). Only the http client.
import type { z } from 'zod';
import type { newCard, payBody } from '../../contracts/commerce.ts';
// From the zod-free headers module: the walk's start loads this file and no schema.
import { IDEMPOTENCY_HEADER } from '../../contracts/headers.ts';
import type { Http } from '../../lib/http.ts';

export const createBasket = (http: Http, licenceId: string, countryCode: string | undefined, signal?: AbortSignal) =>
  http.call('basketCreate', { body: countryCode ? { licenceId, countryCode } : { licenceId }, signal });

export const loadBasket = (http: Http, id: string, signal?: AbortSignal) => http.call('basketGet', { params: { id }, signal });

export const applyVoucher = (http: Http, id: string, code: string, signal?: AbortSignal) =>
  http.call('basketVoucherApply', { params: { id }, body: { code }, signal });

export const removeVoucher = (http: Http, id: string) => http.call('basketVoucherRemove', { params: { id } });

export type NewCard = z.input<typeof newCard>;

export type PayBody = z.input<typeof payBody>;

/** One payment attempt: `key` is its Idempotency-Key, the same on every repeat of the attempt. */
export const payBasket = (http: Http, id: string, payment: PayBody, key: string, signal?: AbortSignal) =>
  http.call('basketPay', { params: { id }, body: payment, headers: { [IDEMPOTENCY_HEADER]: key }, signal });

/** A page of the customer's saved cards (spec §7: 20 per page). */
export const loadCards = (http: Http, page: number, signal?: AbortSignal) => http.call('cards', { query: { p: page, rpp: 20 }, signal });

export const loadSubscriptions = (http: Http, signal?: AbortSignal) => http.call('subscriptions', { signal });

export const loadPaymentDetails = (http: Http, signal?: AbortSignal) => http.call('paymentDetails', { signal });

/** Spec §7 POST /customer/cards/{id}/{second id}: the subscription renews with this saved card. */
export const setSubscriptionCard = (http: Http, cardId: string, subscriptionId: string, signal?: AbortSignal) =>
  http.call('subscriptionCardSet', { params: { id: cardId, subscriptionId }, signal });

export const authorisePayment = (http: Http, id: string, code: string, signal?: AbortSignal) =>
  http.call('paymentAuthorise', { params: { id }, body: { code }, signal });

/** The realm's gifts (decision 0041): without a country the server takes the viewer's. */
export const loadGiftCatalogue = (http: Http, locale: string, signal?: AbortSignal) =>
  http.call('giftCatalogue', { query: { lk: locale }, signal });

export type GiftBasketBody = {
  recipientEmail: string;
  note?: string;
  options: { numberOfPeriods: { type: 'INT_RANGE'; value: number } };
};

/** A basket of its own for a gift of the licence `id`, taxed for `countryCode` (else the viewer's country). */
export const addGiftToBasket = (http: Http, id: string, countryCode: string | null, body: GiftBasketBody, signal?: AbortSignal) =>
  http.call('giftBasketAdd', { params: { id }, ...(countryCode ? { query: { countryCode } } : {}), body, signal });

export const saveBillingAddress = (http: Http, countryCode: string, postalCode: string | undefined, signal?: AbortSignal) =>
  http.call('billingDetails', {
    body: { address: { countryCode, ...(postalCode ? { postalCode } : {}), default: true } },
    signal,
  });

export const loadBillingAddresses = (http: Http, signal?: AbortSignal) => http.call('billingAddresses', { signal });

/** The realm's partitions (decision 0042); none where it is not PARTITIONED. */
export const loadPartitions = (http: Http, signal?: AbortSignal) => http.call('partitions', { signal });

export const loadUserPartition = (http: Http, signal?: AbortSignal) => http.call('userPartition', { signal });

/** Moves the account to a partition; the answer is this session's new tokens (their `par` names it). */
export const changePartition = (http: Http, partition: string, signal?: AbortSignal) =>
  http.call('userPartitionUpdate', { body: { partition }, signal });

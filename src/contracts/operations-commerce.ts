// The registry's commerce operations (decision 0037): baskets, vouchers, paying and its
// authorisation step, subscriptions, price migrations, payment history, cards and billing
// addresses. Joined into OPERATIONS by operations.ts. Zod-free, like the registry itself.
// The account's reads (subscriptions, price migrations, cards, addresses) are `personal`: the
// worker keeps the last copy per viewer, so a visited account section opens offline (decision
// 0040). Payment history is a POST and is never cached.
import type { OperationInfo } from './operation-info.ts';

export const COMMERCE_OPERATIONS = {
  basketCreate: { method: 'POST', path: '/api/v4/basket', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  basketGet: { method: 'GET', path: '/api/v4/basket/:id', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  basketVoucherApply: {
    method: 'POST',
    path: '/api/v4/basket/:id/voucher',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  basketVoucherRemove: {
    method: 'DELETE',
    path: '/api/v4/basket/:id/voucher',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  basketPay: { method: 'POST', path: '/api/v4/basket/:id/pay', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  paymentAuthorise: {
    method: 'POST',
    path: '/api/v4/payment/:id/authorise',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  subscriptions: {
    method: 'GET',
    path: '/api/v1/customer/subscriptions',
    client: true,
    cache: 'personal',
    tag: 'commerce',
    auth: 'customer',
  },
  subscriptionCancel: {
    method: 'POST',
    path: '/api/v1/customer/subscriptions/:id/cancel',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  subscriptionReactivate: {
    method: 'POST',
    path: '/api/v1/customer/subscriptions/:id/reactivate',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  priceMigrations: {
    method: 'GET',
    path: '/api/v1/customer/price-migrations',
    client: true,
    cache: 'personal',
    tag: 'commerce',
    auth: 'customer',
  },
  priceMigrationConfirm: {
    method: 'POST',
    path: '/api/v1/customer/price-migrations/:id/confirm',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  priceMigrationDecline: {
    method: 'POST',
    path: '/api/v1/customer/price-migrations/:id/decline',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  priceMigrationCreate: {
    method: 'POST',
    path: '/api/v1/admin/licences/:id/price-migration',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'admin',
  },
  paymentHistory: {
    method: 'POST',
    path: '/api/v1/customer/history/payment',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  cards: { method: 'GET', path: '/api/v1/customer/cards', client: true, cache: 'personal', tag: 'commerce', auth: 'customer' },
  cardDelete: { method: 'DELETE', path: '/api/v1/customer/cards/:id', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  // Spec §7 "POST /customer/cards/{id}/{second id}": the card a subscription renews with (decision 0042).
  subscriptionCardSet: {
    method: 'POST',
    path: '/api/v1/customer/cards/:id/:subscriptionId',
    client: true,
    cache: 'none',
    tag: 'commerce',
    auth: 'customer',
  },
  paymentDetails: { method: 'GET', path: '/api/v1/payment-details', client: true, cache: 'personal', tag: 'commerce', auth: 'customer' },
  paymentDetail: { method: 'GET', path: '/api/v1/payment-details/:id', client: true, cache: 'personal', tag: 'commerce', auth: 'customer' },
  billingAddresses: { method: 'GET', path: '/api/v1/user/address', client: true, cache: 'personal', tag: 'commerce', auth: 'customer' },
  billingAddressPut: { method: 'PUT', path: '/api/v1/user/address/:id', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  billingDetails: { method: 'PUT', path: '/api/v1/user/billing-details', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  // Gifts (spec §7 "v4 gifts", decision 0040): only where the realm's gifting is ENABLED.
  // The gifts page's data: kept like content, so a visited page reopens offline (decision 0041).
  giftCatalogue: { method: 'GET', path: '/api/v4/gifts', client: true, cache: 'content', tag: 'commerce' },
  giftBasketAdd: { method: 'POST', path: '/api/v4/gifts/:id/basket', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  giftRedemption: { method: 'GET', path: '/api/v4/gift-redemption/:id', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
  giftRedeem: { method: 'POST', path: '/api/v4/gift-redemption/:id', client: true, cache: 'none', tag: 'commerce', auth: 'customer' },
} as const satisfies Record<string, OperationInfo>;

/** What each does, for the API description (operation-docs.ts). */
export const COMMERCE_SUMMARIES = {
  basketCreate: 'Create a basket for a licence: its price, tax estimated by country, discount and the payment providers available',
  basketGet: "One of the customer's baskets",
  basketVoucherApply: 'Apply a voucher to a basket (an invalid, expired or used-up code is refused with its reason)',
  basketVoucherRemove: 'Remove the voucher from a basket',
  basketPay:
    'Pay a basket (Idempotency-Key header required): the charge and the entitlement it buys are written together, a retry with the same key answers the first result',
  paymentAuthorise: 'Complete a payment that asked for an authorisation step',
  subscriptions: "The customer's subscriptions: status, price and next billing date",
  subscriptionCancel: 'Cancel a subscription: it stays active until the end of its period and does not renew',
  subscriptionReactivate: 'Reactivate a cancelled subscription before its period ends',
  priceMigrations: "Price changes of the customer's subscriptions waiting for consent (not answered, deadline ahead)",
  priceMigrationConfirm: 'Accept a price change: the subscription renews at the new price from its date',
  priceMigrationDecline: 'Decline a price change: the subscription ends with its current period',
  priceMigrationCreate: "Announce a licence's new price to its subscribers, each asked for consent before a deadline",
  paymentHistory: "The customer's payments, newest first, 10 per page",
  cards: "The customer's saved cards (brand, last four digits, expiry), 20 per page",
  cardDelete: 'Remove a saved card',
  subscriptionCardSet: 'Renew a subscription with another of the saved cards (the first id is the card, the second the subscription)',
  paymentDetails: "The customer's payment methods (saved cards, whether expired, the subscriptions each pays) and default billing address",
  paymentDetail: 'One saved payment method: its card, whether it has expired and the subscriptions it pays',
  billingAddresses: "The customer's billing addresses by id (country ZZ left out)",
  billingAddressPut: 'Create or replace a billing address',
  billingDetails: 'Billing details: the default billing address and the tax number, copied into the profile',
  giftCatalogue:
    "The realm's subscriptions sold as gifts, with the number of periods a gift may cover (countryCode: the tax estimate's country, else the viewer's)",
  giftBasketAdd:
    'A basket for a gift of a subscription: the recipient, a note and options.numberOfPeriods (INT_RANGE); paid like any basket, the recipient is mailed a redemption id',
  giftRedemption: 'A paid gift by its redemption id: what it gives and whether it was redeemed',
  giftRedeem: 'Redeem a gift: the redeeming account holds its licence for the number of periods bought; once only',
} as const satisfies Record<keyof typeof COMMERCE_OPERATIONS, string>;

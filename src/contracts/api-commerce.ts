// The schemas of the commerce operations (operations-commerce.ts), spread into API (api.ts).
import * as c from './commerce.ts';
import * as g from './gifts.ts';
import * as p from './payments.ts';
import { done } from './session.ts';

export const COMMERCE_API = {
  basketCreate: { body: c.basketCreateBody, response: c.basket },
  basketGet: { params: c.uuidParams, response: c.basket },
  basketVoucherApply: { params: c.uuidParams, body: c.voucherBody, response: c.basket },
  basketVoucherRemove: { params: c.uuidParams, response: c.basket },
  basketPay: { params: c.uuidParams, body: c.payBody, response: c.paymentAnswer },
  paymentAuthorise: { params: c.uuidParams, body: c.authoriseBody, response: c.paymentAnswer },
  subscriptions: { response: c.subscriptionList },
  subscriptionCancel: { params: c.uuidParams, response: c.subscription },
  subscriptionReactivate: { params: c.uuidParams, response: c.subscription },
  priceMigrations: { response: c.priceMigrationList },
  priceMigrationConfirm: { params: c.uuidParams, response: c.priceMigration },
  priceMigrationDecline: { params: c.uuidParams, response: c.priceMigration },
  priceMigrationCreate: { params: c.licenceParams, body: c.priceMigrationCreateBody, response: c.priceMigrationCreated },
  paymentHistory: { query: p.historyQuery, response: p.paymentHistory },
  cards: { query: p.cardsQuery, response: p.cardPage },
  cardDelete: { params: c.uuidParams, response: done },
  subscriptionCardSet: { params: c.cardSubscriptionParams, response: c.subscription },
  paymentDetails: { response: p.paymentDetails },
  paymentDetail: { params: c.uuidParams, response: p.paymentMethod },
  billingAddresses: { response: p.billingAddresses },
  billingAddressPut: { params: c.uuidParams, body: p.billingAddressBody, response: p.billingAddress },
  billingDetails: { body: p.billingDetailsBody, response: p.billingDetailsAnswer },
  giftCatalogue: { query: g.giftCatalogueQuery, response: g.giftCatalogue },
  giftBasketAdd: { params: g.giftBasketParams, query: g.giftBasketQuery, body: g.giftBasketBody, response: c.basket },
  giftRedemption: { params: g.redemptionParams, response: g.giftRedemption },
  giftRedeem: { params: g.redemptionParams, response: g.giftRedeemed },
} as const;

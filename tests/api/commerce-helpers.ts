// What the commerce API tests share: a basket for a licence, paying it with a test card under
// an idempotency key, and the demo's test cards (services/commerce/test-card.ts).
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Basket, PaymentAnswer } from '../../src/contracts/commerce.ts';
import { call, type Session } from './account-helpers.ts';
import type { Harness } from './harness.ts';

export const CARD = {
  approve: '4242 4242 4242 4242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  decline: '4000000000000002',
  insufficient: '4000000000009995',
  authorise: '4000002760003184',
} as const;

export const card = (number: string) => ({
  number,
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Test Person',
});

export async function basketFor(h: Harness, s: Session, licenceId: string, countryCode?: string): Promise<Basket> {
  const res = await call(h, s, 'basketCreate', { body: { licenceId, ...(countryCode ? { countryCode } : {}) } });
  if (res.statusCode !== 201) throw new Error(`basket: ${res.statusCode} ${res.body}`);
  return res.json() as Basket;
}

export function pay(
  h: Harness,
  s: Session,
  basketId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return call(h, s, 'basketPay', { params: { id: basketId }, body, headers: { 'idempotency-key': key } });
}

export async function payByCard(h: Harness, s: Session, licenceId: string, number: string = CARD.approve): Promise<PaymentAnswer> {
  const basket = await basketFor(h, s, licenceId);
  const res = await pay(h, s, basket.id, { paymentProvider: 'test-card', card: card(number) });
  if (res.statusCode !== 201) throw new Error(`pay: ${res.statusCode} ${res.body}`);
  return res.json() as PaymentAnswer;
}

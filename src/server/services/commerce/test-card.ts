// The test-card provider: a card processor's test mode (decision 0037). Card numbers decide
// what happens, as with a processor's test cards; no other number is accepted. The number is
// used to pick the outcome and the brand, then dropped: the token that is kept names the
// outcome, so charging a saved card later behaves the same without the number.
import { createHash, randomBytes } from 'node:crypto';
import type { CardInput, CardToken, ChargeInput, ChargeOutcome, PaymentProvider } from './providers.ts';

type Behaviour = 'APPROVE' | 'DECLINE' | 'INSUFFICIENT_FUNDS' | 'AUTHORISE';

/** The test cards (any future expiry, any 3- or 4-digit security code). */
export const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'APPROVE',
  '5555555555554444': 'APPROVE',
  '378282246310005': 'APPROVE',
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000002760003184': 'AUTHORISE',
};

/** The code the authorisation step accepts; any other declines the payment. */
export const TEST_AUTHORISATION_CODE = '123456';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}

// Token: tc_{behaviour}_{random}. The random part makes each token unique; the behaviour part
// is all a later charge needs.
function behaviourOf(token: string): Behaviour | null {
  const part = /^tc_(APPROVE|DECLINE|INSUFFICIENT_FUNDS|AUTHORISE)_[0-9a-f]+$/.exec(token)?.[1];
  return (part as Behaviour | undefined) ?? null;
}

function tokenise(card: CardInput, details: Readonly<Record<string, string>>, now: Date): CardToken | { refused: string } {
  const digits = card.number;
  if (!luhnValid(digits)) return { refused: 'INVALID_NUMBER' };
  const brand = brandOf(digits);
  const allowed = (details['brands'] ?? 'visa,mastercard,amex').split(',').map((b) => b.trim());
  if (!brand || !allowed.includes(brand)) return { refused: 'BRAND_NOT_ACCEPTED' };
  const expiresAfter = new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1));
  if (expiresAfter <= now) return { refused: 'EXPIRED_CARD' };
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) return { refused: 'UNKNOWN_TEST_CARD' };
  // Salted so a token cannot be matched back to a number by hashing the test cards.
  const random = createHash('sha256').update(randomBytes(32)).digest('hex').slice(0, 24);
  return {
    token: `tc_${behaviour}_${random}`,
    brand,
    lastFour: digits.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName ?? null,
  };
}

function charge({ card, details }: ChargeInput): ChargeOutcome {
  const behaviour = card ? behaviourOf(card.token) : null;
  if (!behaviour) return { status: 'DECLINED', reason: 'NO_CARD' };
  if (behaviour === 'DECLINE') return { status: 'DECLINED', reason: 'CARD_DECLINED' };
  if (behaviour === 'INSUFFICIENT_FUNDS') return { status: 'DECLINED', reason: 'INSUFFICIENT_FUNDS' };
  // threeDSecure=required: every card goes through the step; otherwise only the card that asks.
  if (behaviour === 'AUTHORISE' || details['threeDSecure'] === 'required') return { status: 'AUTHORISATION_REQUIRED' };
  return { status: 'APPROVED' };
}

export const testCardProvider: PaymentProvider = {
  name: 'test-card',
  type: 'TEST_CARD',
  group: 'CREDIT_CARD',
  accepts: (total) => total > 0,
  tokenise,
  charge,
  authorise: ({ code }) =>
    code === TEST_AUTHORISATION_CODE ? { status: 'APPROVED' } : { status: 'DECLINED', reason: 'AUTHORISATION_FAILED' },
};

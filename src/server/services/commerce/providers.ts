// The payment provider interface (decision 0037) and the built-in providers. A provider turns
// a payment method into a card token (when it takes cards) and decides a charge: approved,
// declined with a reason, or waiting for an authorisation step the customer completes. The
// decision is made inside the payment's transaction, so a provider's charge must be safe to
// repeat with the same idempotency key (a processor's own idempotency keys do that; the
// built-in ones decide from their input alone).
import type { MoneyAnswer } from '../../../contracts/commerce.ts';
import { testCardProvider } from './test-card.ts';

export type CardInput = { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName?: string | undefined };

/** What may be stored of a card: never its number. */
export type CardToken = {
  token: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string | null;
};

export type ChargeOutcome = { status: 'APPROVED' } | { status: 'DECLINED'; reason: string } | { status: 'AUTHORISATION_REQUIRED' };

export type ChargeInput = {
  amount: MoneyAnswer;
  /** The payment's id: the same for every retry of one pay (its idempotency key's payment). */
  paymentId: string;
  /** The card's token, for providers that take cards. */
  card: CardToken | null;
  /** The realm's settings for this provider (paymentProviders[].details). */
  details: Readonly<Record<string, string>>;
};

export type PaymentProvider = {
  readonly name: string;
  readonly type: 'TEST_CARD' | 'ZERO_BALANCE';
  readonly group: 'CREDIT_CARD' | 'ZERO_BALANCE';
  /** Whether it can pay a basket of this total (zero-balance: only nothing; cards: only something). */
  accepts(total: number): boolean;
  /** Card providers: the token kept for a card, or a refusal reason (an unknown brand, an expired card). */
  tokenise?(card: CardInput, details: Readonly<Record<string, string>>, now: Date): CardToken | { refused: string };
  charge(input: ChargeInput): ChargeOutcome;
  /** The authorisation step's answer (a one-time code in test mode). */
  authorise(input: ChargeInput & { code: string }): ChargeOutcome;
};

export const zeroBalanceProvider: PaymentProvider = {
  name: 'zero-balance',
  type: 'ZERO_BALANCE',
  group: 'ZERO_BALANCE',
  accepts: (total) => total === 0,
  charge: ({ amount }) => (amount.amount === 0 ? { status: 'APPROVED' } : { status: 'DECLINED', reason: 'NOT_ZERO_BALANCE' }),
  authorise: () => ({ status: 'DECLINED', reason: 'NO_AUTHORISATION_STEP' }),
};

const BUILT_IN: Record<string, PaymentProvider> = {
  [testCardProvider.name]: testCardProvider,
  [zeroBalanceProvider.name]: zeroBalanceProvider,
};

/** The built-in provider of that name, or null (a realm may list providers this server lacks). */
export function providerNamed(name: string): PaymentProvider | null {
  return Object.hasOwn(BUILT_IN, name) ? (BUILT_IN[name] ?? null) : null;
}

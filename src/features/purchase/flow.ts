// The purchase flow's rules (spec §2 step numbers and orders, spec §4 sign-up/purchase state):
// which steps a visitor walks and in what order, how a step change records where it came from,
// errors kept per step, the voucher's rules and the payment attempt's idempotency key. Pure: the
// screen keeps one PurchaseState in an atom (state.ts) and changes it only through these.
import type { Basket } from '../../contracts/commerce.ts';

/** Spec §2's step numbers (the ones this flow uses; 5 and 6 belong to the account area). */
export const STEP = { selectLicence: 0, createAccount: 1, paymentMethod: 2, billingAddress: 3, card: 4, partitions: 7 } as const;
export type Step = (typeof STEP)[keyof typeof STEP];

export type CheckoutFirstStep = 'LICENCE' | 'ACCOUNT';

/**
 * The steps in order. Licence first: licence, account, method, address, card; account first:
 * account, licence, then the same. A signed-in customer has an account: that step is skipped.
 * In a PARTITIONED realm a viewer without a partition chooses one first (step 7, decision
 * 0042): the partition decides which licences are offered.
 */
export function stepOrder(first: CheckoutFirstStep, signedIn: boolean, choosePartition = false): Step[] {
  const start: Step[] = first === 'ACCOUNT' ? [STEP.createAccount, STEP.selectLicence] : [STEP.selectLicence, STEP.createAccount];
  const steps: Step[] = [...(choosePartition ? [STEP.partitions] : []), ...start, STEP.paymentMethod, STEP.billingAddress, STEP.card];
  return signedIn ? steps.filter((s) => s !== STEP.createAccount) : steps;
}

export type FreeTrialAcknowledgement = 'NONE' | 'REQUIRED' | 'ACKNOWLEDGED';

export type PurchaseState = {
  step: Step;
  lastStep: Step | null;
  direction: 'forward' | 'backwards';
  activeLicence: string | null;
  /** A message (label key) per step; a step without one has no entry. */
  errors: Partial<Record<Step, string>>;
  basket: Basket | null;
  voucherCode: string;
  /** The code last sent to the server, and whether it was accepted (null: not answered yet). */
  triedVoucherCode: string | null;
  hasValidVoucher: boolean | null;
  isLoadingVoucher: boolean;
  freeTrialAcknowledgement: FreeTrialAcknowledgement;
  /** The key of the payment attempt whose outcome is not known yet (see attemptKey). */
  paymentKey: string | null;
  /** Spec §4 partitionData: the partition chosen at step 7 (null: none chosen in this walk). */
  partitionData: string | null;
};

export function initialPurchase(order: readonly Step[]): PurchaseState {
  return {
    step: order[0] ?? STEP.selectLicence,
    lastStep: null,
    direction: 'forward',
    activeLicence: null,
    errors: {},
    basket: null,
    voucherCode: '',
    triedVoucherCode: null,
    hasValidVoucher: null,
    isLoadingVoucher: false,
    freeTrialAcknowledgement: 'NONE',
    paymentKey: null,
    partitionData: null,
  };
}

/**
 * Step 7 answered: the partition is kept, and a licence chosen before that the partition does
 * not offer is dropped (with its basket).
 */
export function choosePartition(state: PurchaseState, partition: string, offered: (licenceId: string) => boolean): PurchaseState {
  const keep = state.activeLicence !== null && offered(state.activeLicence);
  return {
    ...state,
    partitionData: partition,
    ...(keep ? {} : { activeLicence: null, basket: null, paymentKey: null, freeTrialAcknowledgement: 'NONE' as const }),
  };
}

/**
 * Spec §4: a step change records the previous step; the direction is forward when the new step
 * comes later in the walk. The step numbers alone would get account first wrong (1 before 0).
 */
export function goToStep(state: PurchaseState, step: Step, order: readonly Step[]): PurchaseState {
  if (step === state.step) return state;
  const from = order.indexOf(state.step);
  const to = order.indexOf(step);
  const forward = from === -1 || to === -1 ? step > state.step : to > from;
  return { ...state, lastStep: state.step, step, direction: forward ? 'forward' : 'backwards' };
}

/** The step after the current one in the walk, or null at the end. */
export function nextStep(state: PurchaseState, order: readonly Step[]): Step | null {
  const at = order.indexOf(state.step);
  return at === -1 || at + 1 >= order.length ? null : (order[at + 1] ?? null);
}

export function previousStep(state: PurchaseState, order: readonly Step[]): Step | null {
  const at = order.indexOf(state.step);
  return at <= 0 ? null : (order[at - 1] ?? null);
}

/** Spec §4: an error is stored under its step; clearing removes it. */
export function setStepError(state: PurchaseState, step: Step, message: string | null): PurchaseState {
  const errors: Partial<Record<Step, string>> = {};
  for (const [key, value] of Object.entries(state.errors)) if (Number(key) !== step) errors[Number(key) as Step] = value;
  if (message !== null) errors[step] = message;
  return { ...state, errors };
}

/**
 * Spec §4: choosing a licence clears the voucher code (and what was learnt about it), and the
 * basket of another licence is no longer this purchase's. A subscription in a realm with a
 * compulsory trial must have the trial acknowledged before paying.
 */
export function chooseLicence(state: PurchaseState, licenceId: string, freeTrialRequired: boolean): PurchaseState {
  return {
    ...state,
    activeLicence: licenceId,
    basket: state.basket?.basketItems.some((i) => i.licenceId === licenceId) ? state.basket : null,
    voucherCode: '',
    triedVoucherCode: null,
    hasValidVoucher: null,
    isLoadingVoucher: false,
    freeTrialAcknowledgement: freeTrialRequired ? 'REQUIRED' : 'NONE',
    paymentKey: null,
  };
}

export function acknowledgeFreeTrial(state: PurchaseState): PurchaseState {
  return state.freeTrialAcknowledgement === 'REQUIRED' ? { ...state, freeTrialAcknowledgement: 'ACKNOWLEDGED' } : state;
}

/** The terms' box ticked or unticked: REQUIRED ↔ ACKNOWLEDGED (NONE stays NONE). */
export function setFreeTrialAcknowledged(state: PurchaseState, acknowledged: boolean): PurchaseState {
  if (acknowledged) return acknowledgeFreeTrial(state);
  return state.freeTrialAcknowledgement === 'ACKNOWLEDGED' ? { ...state, freeTrialAcknowledgement: 'REQUIRED' } : state;
}

/**
 * What the basket says of the trial decides (decision 0042): the licence may offer one, but a
 * customer who had it is not offered it again. A basket with a trial in a realm whose trial is
 * compulsory requires the acknowledgement (kept when the basket is only reopened for the same
 * licence, e.g. for the address's country); any other basket requires none.
 */
export function trialOfBasket(state: PurchaseState, basket: Basket, compulsoryTrial: boolean): FreeTrialAcknowledgement {
  if (!basket.freeTrial || !compulsoryTrial) return 'NONE';
  const sameLicence = state.basket?.basketItems[0]?.licenceId === basket.basketItems[0]?.licenceId;
  return sameLicence && state.freeTrialAcknowledgement === 'ACKNOWLEDGED' ? 'ACKNOWLEDGED' : 'REQUIRED';
}

/** Paying waits for a required trial to be acknowledged. */
export const trialSettled = (state: PurchaseState): boolean => state.freeTrialAcknowledgement !== 'REQUIRED';

/** Spec §4: applying sets the code and loading. */
export function voucherApplying(state: PurchaseState, code: string): PurchaseState {
  return { ...state, voucherCode: code, triedVoucherCode: code, isLoadingVoucher: true, hasValidVoucher: null };
}

/** The server's answer: a basket with the voucher (valid), or a refusal (invalid, loading stops). */
export function voucherAnswered(state: PurchaseState, basket: Basket | null): PurchaseState {
  if (basket) return { ...state, basket, hasValidVoucher: true, isLoadingVoucher: false, paymentKey: null };
  return { ...state, hasValidVoucher: false, isLoadingVoucher: false };
}

/** Spec §4: removing resets. */
export function voucherRemoved(state: PurchaseState, basket: Basket | null): PurchaseState {
  return {
    ...state,
    basket: basket ?? state.basket,
    voucherCode: '',
    triedVoucherCode: null,
    hasValidVoucher: null,
    isLoadingVoucher: false,
    paymentKey: null,
  };
}

/** Spec §8: apply is disabled while the field is empty or a code is being tried. */
export const voucherApplyDisabled = (entered: string, state: PurchaseState): boolean => entered.trim() === '' || state.isLoadingVoucher;

/**
 * Spec §8: the invalid-voucher message shows only while the entered code is the one last tried
 * and it was not valid; typing another code hides it until that one is tried.
 */
export function showVoucherInvalid(entered: string, state: PurchaseState): boolean {
  return state.triedVoucherCode !== null && entered.trim() === state.triedVoucherCode && state.hasValidVoucher === false;
}

/** How a payment attempt ended, as far as the idempotency key is concerned. */
export type AttemptOutcome = 'answered' | 'unknown';

/**
 * The Idempotency-Key of a payment attempt. One key per attempt: made at its first submit, and
 * sent again by every repeat of it (a double click, a retry after the connection dropped), so
 * the server charges once and answers the first result. Once the server has answered (paid,
 * declined, authorisation asked) the attempt is over: the next submit is a new attempt.
 */
export function attemptKey(state: PurchaseState, makeKey: () => string): { state: PurchaseState; key: string } {
  const key = state.paymentKey ?? makeKey();
  return { state: state.paymentKey === key ? state : { ...state, paymentKey: key }, key };
}

export function attemptEnded(state: PurchaseState, outcome: AttemptOutcome): PurchaseState {
  return outcome === 'answered' ? { ...state, paymentKey: null } : state;
}

/**
 * A new basket (a licence chosen, the country changed): a payment attempt for the old one is
 * over, and the trial's acknowledgement follows what the new basket offers.
 */
export function basketChanged(state: PurchaseState, basket: Basket, compulsoryTrial = false): PurchaseState {
  return {
    ...state,
    basket,
    paymentKey: state.basket?.id === basket.id ? state.paymentKey : null,
    freeTrialAcknowledgement: trialOfBasket(state, basket, compulsoryTrial),
  };
}

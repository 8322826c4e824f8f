// Commerce refusals in the spec's error shape: each with a message key the app can show and a
// reason in details, so a client can tell them apart without reading the English message.
import { HttpError } from '../../errors.ts';

export type VoucherProblem = 'INVALID' | 'EXPIRED' | 'USED_UP' | 'NOT_APPLICABLE';

const VOUCHER_MESSAGES: Record<VoucherProblem, [string, string]> = {
  INVALID: ['voucherInvalid', 'This voucher code does not exist'],
  EXPIRED: ['voucherExpired', 'This voucher has expired'],
  USED_UP: ['voucherUsedUp', 'This voucher has been used up'],
  NOT_APPLICABLE: ['voucherNotApplicable', 'This voucher does not apply to this purchase'],
};

export function voucherRefused(problem: VoucherProblem, code: string): HttpError {
  const [messageKey, message] = VOUCHER_MESSAGES[problem];
  return new HttpError(400, 'BAD_REQUEST', message, { messageKey, details: { reason: problem, code } });
}

export const declined = (reason: string, paymentId: string | null) =>
  new HttpError(402, 'PAYMENT_DECLINED', 'The payment was declined', { messageKey: 'paymentDeclined', details: { reason, paymentId } });

export const conflict = (message: string, messageKey: string, details?: Record<string, unknown>) =>
  new HttpError(409, 'CONFLICT', message, { messageKey, ...(details ? { details } : {}) });

export const badRequest = (message: string, messageKey: string, details?: Record<string, unknown>) =>
  new HttpError(400, 'BAD_REQUEST', message, { messageKey, ...(details ? { details } : {}) });

/**
 * A pay for a basket that starts a free trial, in a realm whose trial is compulsory, without the
 * acknowledgement of its terms (decision 0042): refused on the body's field, nothing written.
 */
export const trialNotAcknowledged = (endsAt: string) =>
  new HttpError(400, 'BAD_REQUEST', 'The free trial’s terms must be acknowledged before paying', {
    messageKey: 'freeTrialAcknowledgementRequired',
    details: {
      reason: 'FREE_TRIAL_NOT_ACKNOWLEDGED',
      freeTrialEndsAt: endsAt,
      fields: [{ field: 'freeTrialAcknowledged', problem: 'freeTrialAcknowledgementRequired' }],
    },
  });

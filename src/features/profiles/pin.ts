// Parental PIN rules on the client: when a switch of profile needs the PIN (the server answers
// 403 asking for it, or saying the one sent was wrong), and the PIN forms' schemas. The PIN is
// four digits (contracts/session.ts `parentalPin`).
import { z } from 'zod';
import { parentalPin } from '../../contracts/session.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';

export type PinChallenge = 'required' | 'incorrect';

const REQUIRED_KEYS = new Set(['pinRequired', 'parentalPinRequired']);
const INCORRECT_KEYS = new Set(['pinIncorrect', 'parentalPinIncorrect']);

/** Whether a failed profile switch asks for the PIN; null for any other failure. */
export function pinChallenge(error: unknown): PinChallenge | null {
  if (!(error instanceof ApiRequestError) || error.status !== 403 || !error.body) return null;
  if (REQUIRED_KEYS.has(error.body.messageKey)) return 'required';
  if (INCORRECT_KEYS.has(error.body.messageKey)) return 'incorrect';
  return null;
}

export const pinEntrySchema = z.object({ pin: parentalPin });

/**
 * Setting the PIN the first time needs only the new one. Changing it needs the current PIN or
 * the reset code from the email; whichever the viewer gives is checked by the server.
 */
export function pinChangeSchema(pinSet: boolean) {
  return z.object({ pin: parentalPin, currentPin: z.string(), resetCode: z.string().trim() }).superRefine((v, ctx) => {
    if (!pinSet) return;
    if (v.currentPin === '' && v.resetCode === '') ctx.addIssue({ code: 'custom', path: ['currentPin'], message: 'pinCurrentOrCode' });
    else if (v.currentPin !== '' && !/^\d{4}$/.test(v.currentPin))
      ctx.addIssue({ code: 'custom', path: ['currentPin'], message: 'pinFourDigits' });
  });
}

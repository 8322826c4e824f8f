import { describe, expect, test } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import { ApiRequestError, NetworkFailure } from '../../lib/http-errors.ts';
import { pinChallenge, pinChangeSchema, pinEntrySchema } from './pin.ts';

const refusal = (status: number, messageKey: string) =>
  new ApiRequestError('/api', status, { status, code: 'FORBIDDEN', message: 'x', messageKey, requestId: 'r' } satisfies ApiError);

describe('parental PIN', () => {
  test('a 403 asking for the PIN, or saying it was wrong, is a challenge; anything else is not', () => {
    expect(pinChallenge(refusal(403, 'pinRequired'))).toBe('required');
    expect(pinChallenge(refusal(403, 'pinIncorrect'))).toBe('incorrect');
    expect(pinChallenge(refusal(403, 'forbidden'))).toBeNull();
    expect(pinChallenge(refusal(400, 'pinIncorrect'))).toBeNull();
    expect(pinChallenge(new ApiRequestError('/api', 403, null))).toBeNull();
    expect(pinChallenge(new NetworkFailure('/api'))).toBeNull();
  });

  test('a PIN is exactly four digits', () => {
    expect(pinEntrySchema.safeParse({ pin: '0420' }).success).toBe(true);
    for (const pin of ['', '123', '12345', '12a4', ' 1234']) {
      expect(pinEntrySchema.safeParse({ pin }).error?.issues[0]?.message).toBe('pinFourDigits');
    }
  });

  test('setting needs only the new PIN; changing needs the current PIN or the reset code', () => {
    expect(pinChangeSchema(false).safeParse({ pin: '1234', currentPin: '', resetCode: '' }).success).toBe(true);
    const change = pinChangeSchema(true);
    expect(change.safeParse({ pin: '1234', currentPin: '', resetCode: '' }).error?.issues[0]?.message).toBe('pinCurrentOrCode');
    expect(change.safeParse({ pin: '1234', currentPin: '12', resetCode: '' }).error?.issues[0]?.message).toBe('pinFourDigits');
    expect(change.safeParse({ pin: '1234', currentPin: '0000', resetCode: '' }).success).toBe(true);
    expect(change.safeParse({ pin: '1234', currentPin: '', resetCode: 'code-from-the-email' }).success).toBe(true);
  });
});

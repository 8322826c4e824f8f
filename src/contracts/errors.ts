// The one error shape every API failure uses (SPEC §8 keys and codes).
import { z } from 'zod';

export const errorCode = z.enum([
  'BAD_REQUEST',
  'VALIDATION',
  'MISSING_HEADER',
  'INVALID_API_KEY',
  'UNKNOWN_REALM',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NO_OAUTH_CODE_FOUND',
  'RATE_LIMITED',
  'CHALLENGE_REQUIRED',
  'REVOKED',
  'CONFLICT',
  'GEO_CONFLICT',
  'VIDEO_ERROR',
  'RANGE_NOT_SATISFIABLE',
  /** A payment the provider refused (decision 0037); details.reason says why. */
  'PAYMENT_DECLINED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCode>;

export const apiError = z.object({
  status: z.number().int(),
  code: errorCode,
  /** Human-readable, English; the app shows a label chosen by `code`/`messageKey`. */
  message: z.string(),
  /** Label key from the spec's error catalogue, e.g. `errorOccurredPleaseTryAgain`. */
  messageKey: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string(),
});
export type ApiError = z.infer<typeof apiError>;

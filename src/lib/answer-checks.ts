// Answers checked by hand instead of by their zod schema: the token answers of the calls a
// server-rendered page makes right after start-up (guest check-in, token refresh). Loading zod
// and building the contract schemas then would block a slow phone for a few hundred
// milliseconds; these answers are five fields. answer-checks.test.ts holds each check to its
// schema.
import type { JsonOperationId } from '../contracts/api.ts';
import type { AuthTokens } from '../contracts/session.ts';

export type AnswerCheck = (value: unknown) => boolean;

/** The spec's token answer (contracts/session.ts authTokens). */
export function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.authorisationToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    Number.isSafeInteger(v.exp) &&
    (v.missingInformationStatus === 'NONE' || v.missingInformationStatus === 'MISSING') &&
    typeof v.lacksConfirmation === 'boolean'
  );
}

export const ANSWER_CHECKS: Partial<Record<JsonOperationId, AnswerCheck>> = {
  guestCheckin: isAuthTokens,
  tokenRefresh: isAuthTokens,
};

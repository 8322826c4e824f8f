// The account rules' refusals, in the spec's error shape (code + messageKey label). Each key is
// a label the app shows; details.fields lands on the form field it names (lib/form).
import { HttpError } from '../../errors.ts';

export type FieldProblem = { field: string; problem: string };

/** 400 naming each field and its problem (a label key), as schema failures are reported. */
export function invalidFields(message: string, fields: FieldProblem[], messageKey = 'generic'): HttpError {
  return new HttpError(400, 'VALIDATION', message, { messageKey, details: { where: 'body', fields } });
}

export const forbidden = (message: string, messageKey: string, details?: Record<string, unknown>) =>
  new HttpError(403, 'FORBIDDEN', message, { messageKey, ...(details ? { details } : {}) });

export const conflict = (message: string, messageKey: string) => new HttpError(409, 'CONFLICT', message, { messageKey });

export const notFoundHere = (message: string, messageKey: string) => new HttpError(404, 'NOT_FOUND', message, { messageKey });

export function tooMany(message: string, messageKey: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'RATE_LIMITED', message, { messageKey, details: { retryAfterSeconds } });
}

/** A child profile may not open the account's own pages (spec §6: no preferences or account items). */
export const childNotAllowed = () => forbidden('A child profile cannot open account settings', 'childProfileNotAllowed');

/** The token named a user that is gone. */
export const unauthorizedHere = () =>
  new HttpError(401, 'UNAUTHORIZED', 'The account no longer exists', { messageKey: 'failedAuthentication' });

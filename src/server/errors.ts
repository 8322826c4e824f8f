// Typed HTTP errors and input parsing. Every failure leaves the server in the spec's error shape.
import type { ZodType } from 'zod';
import type { ErrorCode } from '../contracts/errors.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly details: Record<string, unknown> | undefined;
  /** Response headers that belong to the refusal (block-reason, Retry-After). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: { messageKey?: string; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.messageKey = options.messageKey ?? (status >= 500 ? 'errorOccurredPleaseTryAgain' : 'generic');
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const notFound = (message: string, messageKey = 'generic') => new HttpError(404, 'NOT_FOUND', message, { messageKey });

/** Validates a body, query or params object; a failure names every offending field. */
export function parseInput<T>(schema: ZodType<T>, value: unknown, where: 'body' | 'query' | 'params' | 'headers'): T {
  const nul = nulPath(value, []);
  if (nul) {
    const field = nul.join('.') || '(root)';
    const problem = 'must not contain a NUL character';
    throw new HttpError(400, 'VALIDATION', `Invalid ${where}: ${field}: ${problem}`, { details: { where, fields: [{ field, problem }] } });
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(root)',
    problem: issue.message,
  }));
  const summary = fields.map((f) => `${f.field}: ${f.problem}`).join('; ');
  throw new HttpError(400, 'VALIDATION', `Invalid ${where}: ${summary}`, { details: { where, fields } });
}

const NESTING_MAX = 32;

/**
 * Where the first string holding U+0000 is, if any. PostgreSQL (and PGlite) cannot store that
 * character in text or jsonb, so letting it through turned a bad request into a 500 at the
 * database; JSON, percent-encoding and form bodies can all carry it. Keys are checked as well.
 */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null || path.length > NESTING_MAX) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

// The server's validation answer (spec error shape, details.fields) mapped onto a form: each
// field's problem goes to that field, and the first message also goes to the form's common
// error area (spec §8). Failures that name no field (offline, 5xx, a refusal) become a common
// message only. Pure, so it is unit-tested without React.
import { failureView } from '../error-message.ts';
import { ApiRequestError } from '../http-errors.ts';
import type { Message } from '../i18n.ts';

export type FieldProblem = { field: string; message: string };

export type ServerFormErrors = {
  /** Problems of fields the form has, in the server's order. */
  fields: FieldProblem[];
  /** What the common error area shows: a label key (with values) or the server's text. */
  common: Message;
};

type WireField = { field?: unknown; problem?: unknown; messageKey?: unknown };

function wireFields(error: ApiRequestError): WireField[] {
  const fields = error.body?.details?.fields;
  return Array.isArray(fields) ? (fields as WireField[]) : [];
}

/**
 * `knownFields` are the form's field names (dotted for nested ones); a problem with a field the
 * form does not show still reaches the viewer through the common area. `formField` renames a
 * wire field to the form's (the body's `secret` is the form's `password`); `commonFallback`
 * is a screen's own error catalogue: it chooses the common message when no field of the form
 * is named, instead of the server's wording about a field the viewer cannot see.
 */
export function serverFormErrors(
  error: unknown,
  knownFields: readonly string[],
  options: { formField?: (wire: string) => string; commonFallback?: (error: unknown) => Message } = {},
): ServerFormErrors {
  const fallback = options.commonFallback?.(error) ?? failureView(error).key;
  if (!(error instanceof ApiRequestError)) return { fields: [], common: fallback };
  const rename = options.formField ?? ((wire: string) => wire);
  // A field's message is a string (the form library keeps strings): a label with values gives its key.
  const fieldFallback = typeof fallback === 'string' ? fallback : fallback.key;
  const all = wireFields(error)
    .filter((f) => typeof f.field === 'string')
    .map((f) => ({
      field: rename(f.field as string),
      message: typeof f.messageKey === 'string' ? f.messageKey : typeof f.problem === 'string' ? f.problem : fieldFallback,
    }));
  const fields = all.filter((f) => knownFields.includes(f.field));
  const first = options.commonFallback ? fields[0] : all[0];
  return { fields, common: first?.message ?? fallback };
}

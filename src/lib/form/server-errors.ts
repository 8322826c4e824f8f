// The server's validation answer (spec error shape, details.fields) mapped onto a form: each
// field's problem goes to that field, and the first message also goes to the form's common
// error area (spec §8). Failures that name no field (offline, 5xx, a refusal) become a common
// message only. Pure, so it is unit-tested without React.
import { failureView } from '../error-message.ts';
import { ApiRequestError } from '../http-errors.ts';

export type FieldProblem = { field: string; message: string };

export type ServerFormErrors = {
  /** Problems of fields the form has, in the server's order. */
  fields: FieldProblem[];
  /** What the common error area shows: a label key or the server's text. */
  common: string;
};

type WireField = { field?: unknown; problem?: unknown; messageKey?: unknown };

function wireFields(error: ApiRequestError): WireField[] {
  const fields = error.body?.details?.fields;
  return Array.isArray(fields) ? (fields as WireField[]) : [];
}

/**
 * `knownFields` are the form's field names (dotted for nested ones); a problem with a field the
 * form does not show still reaches the viewer through the common area.
 */
export function serverFormErrors(error: unknown, knownFields: readonly string[]): ServerFormErrors {
  const fallback = failureView(error).key;
  if (!(error instanceof ApiRequestError)) return { fields: [], common: fallback };
  const all = wireFields(error)
    .filter((f) => typeof f.field === 'string')
    .map((f) => ({
      field: f.field as string,
      message: typeof f.messageKey === 'string' ? f.messageKey : typeof f.problem === 'string' ? f.problem : fallback,
    }));
  const fields = all.filter((f) => knownFields.includes(f.field));
  return { fields, common: all[0]?.message ?? fallback };
}

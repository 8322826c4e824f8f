// A page whose content does not exist (spec §2, §8 "not found"): every screen reaches the same
// answer, the router's not-found response. Thrown from a loader it makes a server render answer
// 404, and it survives the hydration data as what it is (an ApiRequestError would arrive in the
// browser as a plain Error), so the server and the browser both draw the not-found view.
import { data } from 'react-router';
import { ApiRequestError } from '../http-errors.ts';

/** The router's not-found response, for a loader to throw. */
export function notFound() {
  return data('Not found', { status: 404 });
}

/**
 * Whether an API refusal means the address names nothing: the item or section is unknown
 * (404), or the server refused the path's own parameters as malformed (an id no item can have
 * is a 400 naming `params`). Any other refusal is a failure of its own (the error page).
 */
export function namesNothing(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 404) return true;
  return error.status === 400 && error.body?.code === 'VALIDATION' && error.body.details?.where === 'params';
}

/** What a screen's failed load throws to the router: not-found for a missing item, else the failure as it was. */
export function notFoundOr(error: unknown): unknown {
  return namesNothing(error) ? notFound() : error;
}

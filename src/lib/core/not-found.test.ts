// Which refusals mean the address names nothing: a 404, or the path's own parameters refused.
import { expect, test } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import { ApiRequestError, NetworkFailure } from '../http-errors.ts';
import { namesNothing, notFoundOr } from './not-found.ts';

const refusal = (status: number, code: ApiError['code'], details?: ApiError['details']) =>
  new ApiRequestError('/api/v1/player/x', status, {
    status,
    code,
    message: 'refused',
    messageKey: 'generic',
    requestId: 'r',
    ...(details ? { details } : {}),
  });

test('an unknown item, or a malformed one in the path, names nothing', () => {
  expect(namesNothing(refusal(404, 'NOT_FOUND'))).toBe(true);
  expect(namesNothing(new ApiRequestError('/api/v1/section/x', 404, null))).toBe(true);
  expect(namesNothing(refusal(400, 'VALIDATION', { where: 'params', fields: [{ field: 'id', problem: 'x' }] }))).toBe(true);
});

test('a refused query, a forbidden item, a server failure or no network are failures of their own', () => {
  expect(namesNothing(refusal(400, 'VALIDATION', { where: 'query', fields: [] }))).toBe(false);
  expect(namesNothing(refusal(403, 'FORBIDDEN'))).toBe(false);
  expect(namesNothing(refusal(500, 'INTERNAL'))).toBe(false);
  expect(namesNothing(new NetworkFailure('/api/v1/player/x'))).toBe(false);
});

test("a missing item becomes the router's 404; anything else is passed on as it was", () => {
  expect(notFoundOr(refusal(404, 'NOT_FOUND'))).toMatchObject({ init: { status: 404 } });
  const offline = new NetworkFailure('/api/v1/player/x');
  expect(notFoundOr(offline)).toBe(offline);
});

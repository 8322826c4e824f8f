import { expect, test } from 'vitest';
import { failureView } from './error-message.ts';
import { ApiRequestError, NetworkFailure, RequestTimeout } from './http-errors.ts';

const unreachable = [new NetworkFailure('/v1/content/x'), new RequestTimeout('/v1/content/x')];

test("a screen that could not load offline was not saved: never the banner's words", () => {
  for (const error of unreachable) {
    const view = failureView(error, false, 'screen');
    expect(view).toEqual({ key: 'offlineNotSaved', fallback: 'offlineNotSaved', offline: true, notFound: false });
  }
});

test('an action that could not reach the server offline needs the network', () => {
  for (const error of unreachable) {
    expect(failureView(error, false)).toMatchObject({ key: 'needsNetwork', offline: true });
    expect(failureView(error, false, 'action').key).toBe('needsNetwork');
  }
});

test('unreachable while the device says online is an error to try again, not an offline message', () => {
  for (const error of unreachable) {
    expect(failureView(error, true, 'screen')).toEqual({
      key: 'errorOccurredPleaseTryAgain',
      fallback: 'errorOccurredPleaseTryAgain',
      offline: false,
      notFound: false,
    });
  }
});

test("a server's answer keeps its message key offline or not", () => {
  const refused = new ApiRequestError('/v1/content/x', 404, {
    status: 404,
    code: 'NOT_FOUND',
    message: 'Not found',
    messageKey: 'contentNotFound',
    requestId: 'r',
  });
  expect(failureView(refused, false, 'screen')).toEqual({
    key: 'contentNotFound',
    fallback: 'notFoundTitle',
    offline: false,
    notFound: true,
  });
});

// Which label explains a failure to the viewer (spec §8). Screens, forms and mutations show
// this; the technical detail goes to the console for whoever debugs, never onto the screen.
import type { LabelKey } from '../contracts/label-keys.ts';
import { ApiRequestError, NetworkFailure, RequestTimeout } from './http-errors.ts';

export type FailureView = {
  /** A label key the server chose (messageKey) or one of ours. */
  key: string;
  /** Ours, used when the server's key has no label in this realm. */
  fallback: LabelKey;
  offline: boolean;
  notFound: boolean;
};

/**
 * What failed: a screen's data (`screen`: when offline, the device holds no copy of it, or the
 * worker would have answered) or something the viewer did (`action`: it needs the network).
 */
export type FailedPart = 'screen' | 'action';

/**
 * Offline, the banner already says so and that saved screens still open; a failure says what
 * that means here. Never the banner's own words: "showing what was saved" is untrue of a
 * screen that failed precisely because nothing was saved.
 */
const OFFLINE_KEYS = { screen: 'offlineNotSaved', action: 'needsNetwork' } as const satisfies Record<FailedPart, LabelKey>;

export function failureView(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false,
  part: FailedPart = 'action',
): FailureView {
  const unreachable = error instanceof NetworkFailure || error instanceof RequestTimeout;
  if (unreachable && !online) return { key: OFFLINE_KEYS[part], fallback: OFFLINE_KEYS[part], offline: true, notFound: false };
  if (error instanceof ApiRequestError) {
    const notFound = error.status === 404;
    const fallback: LabelKey = error.status >= 500 ? 'errorOccurredPleaseTryAgain' : notFound ? 'notFoundTitle' : 'generic';
    // 'generic' from the server says nothing more than our own fallback does.
    const key = error.body && error.body.messageKey !== 'generic' ? error.body.messageKey : fallback;
    return { key, fallback, offline: false, notFound };
  }
  return { key: 'errorOccurredPleaseTryAgain', fallback: 'errorOccurredPleaseTryAgain', offline: false, notFound: false };
}

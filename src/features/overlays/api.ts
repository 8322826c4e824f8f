// The overlays' calls: the consent check and save, the missing-information check and the
// profile update that answers it. Only the http client; the components decide when.
import type { ConsentAnswer, MissingInformation, UserProfileUpdate } from '../../contracts/session.ts';
import type { Http } from '../../lib/http.ts';
import { missingRequiredPrompts } from './consent.ts';

/** Required prompts the signed-in user has not accepted (spec §4 "Consent"). */
export async function loadConsentCheck(http: Http, signal: AbortSignal) {
  const [prompts, saved] = await Promise.all([http.call('consentPrompts', { signal }), http.call('consentAnswers', { signal })]);
  return missingRequiredPrompts(prompts, saved);
}

export function saveConsentAnswers(http: Http, answers: ConsentAnswer[], signal: AbortSignal) {
  return http.call('consentAnswersUpdate', { body: answers, signal });
}

export function loadMissingInformation(http: Http, signal: AbortSignal): Promise<MissingInformation> {
  return http.call('missingInformation', { signal });
}

export function updateProfile(http: Http, body: UserProfileUpdate, signal: AbortSignal) {
  return http.call('userProfileUpdate', { body, signal });
}

/** The one promo notification the viewer has not dismissed, if any (spec §7 `maxNotifications=1`). */
export async function loadPromo(http: Http, signal: AbortSignal) {
  const answer = await http.call('promoNotifications', { query: { maxNotifications: 1 }, signal });
  return answer.promoNotifications[0] ?? null;
}

/** Not tied to the overlay's lifetime: a click that leaves the page must still record it. */
export function dismissPromo(http: Http, id: string) {
  return http.call('promoDismiss', { params: { id } });
}

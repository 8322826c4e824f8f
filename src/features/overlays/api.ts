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

// Consent after sign-in (spec §4 "Consent", §5 "Consent required fields must be answered"):
// the realm's prompts against the user's saved answers. A required prompt counts as answered
// only when it was accepted: a required consent saved as "no" is not consent, so it is asked
// again. Pure, so the rule is tested without a server.
import type { ConsentAnswer, ConsentPrompt } from '../../contracts/session.ts';

export type SavedConsent = { consentField: { fieldName: string }; answer: boolean };

export function missingRequiredPrompts(prompts: readonly ConsentPrompt[], saved: readonly SavedConsent[]): ConsentPrompt[] {
  const accepted = new Set(saved.filter((s) => s.answer).map((s) => s.consentField.fieldName));
  return prompts.filter((p) => p.required && !accepted.has(p.fieldName));
}

/** The answers the modal sends: one per prompt it listed, accepted. */
export function consentAnswersFor(prompts: readonly ConsentPrompt[], values: Readonly<Record<string, boolean>>): ConsentAnswer[] {
  return prompts.map((p) => ({ promptField: p.fieldName, answer: values[p.fieldName] === true }));
}

// Consent prompts per realm and each user's answers (spec §3 "Consent answers", §4 Consent,
// §5 "Consent required fields must be answered"). An answer is stored with the time it was
// given; answering again replaces it and its time. Sign-up may save its answers through
// `save` too, so the same rules hold wherever consent is given.
import { consentPurpose, type ConsentAnswer, type ConsentPrompt, type ConsentPurpose } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { invalidFields, type FieldProblem } from './errors.ts';

export type SavedConsentAnswer = {
  consentField: { fieldName: string; required: boolean };
  answer: boolean;
  answeredAt: string;
};

export type ConsentService = {
  /** The realm's prompts in order. */
  prompts(realm: string): Promise<ConsentPrompt[]>;
  /** The user's saved answers, only of the given purposes when some are named. */
  answers(userId: string, realm: string, purposes?: readonly ConsentPurpose[]): Promise<SavedConsentAnswer[]>;
  /**
   * Saves answers, all or none: an unknown prompt, a prompt named twice or a required prompt
   * answered false is a 400 naming the prompt. Answers the user's saved answers after it.
   */
  save(userId: string, realm: string, answers: readonly ConsentAnswer[]): Promise<SavedConsentAnswer[]>;
  /** Required prompts the user has not answered true (the consent modal lists these). */
  unanswered(userId: string, realm: string): Promise<string[]>;
};

export function createConsentService(db: Db, now: () => Date): ConsentService {
  async function answers(userId: string, realm: string, purposes?: readonly ConsentPurpose[]): Promise<SavedConsentAnswer[]> {
    let query = db
      .selectFrom('consent_answer as a')
      .innerJoin('consent_prompt as p', (join) => join.onRef('p.field_name', '=', 'a.field_name').on('p.realm', '=', realm))
      .select(['a.field_name', 'a.answer', 'a.answered_at', 'p.required'])
      .where('a.user_id', '=', userId);
    if (purposes && purposes.length > 0) query = query.where('p.functional_purpose', 'in', purposes);
    const rows = await query.orderBy('p.position').execute();
    return rows.map((r) => ({
      consentField: { fieldName: r.field_name, required: r.required },
      answer: r.answer,
      answeredAt: new Date(r.answered_at).toISOString(),
    }));
  }

  return {
    async prompts(realm) {
      const rows = await db.selectFrom('consent_prompt').selectAll().where('realm', '=', realm).orderBy('position').execute();
      return rows.map((r) => ({
        fieldName: r.field_name,
        label: r.label,
        functionalPurpose: consentPurpose.parse(r.functional_purpose),
        required: r.required,
      }));
    },
    answers,
    async save(userId, realm, given) {
      const prompts = await db.selectFrom('consent_prompt').select(['field_name', 'required']).where('realm', '=', realm).execute();
      const required = new Map(prompts.map((p) => [p.field_name, p.required]));
      const problems: FieldProblem[] = [];
      const seen = new Set<string>();
      for (const { promptField, answer } of given) {
        if (!required.has(promptField)) problems.push({ field: promptField, problem: 'unknownField' });
        else if (seen.has(promptField)) problems.push({ field: promptField, problem: 'consentAnsweredTwice' });
        else if (required.get(promptField) && !answer) problems.push({ field: promptField, problem: 'consentRequired' });
        seen.add(promptField);
      }
      if (problems.length) {
        throw invalidFields(
          `Consent not saved: ${problems.map((p) => `${p.field}: ${p.problem}`).join('; ')}`,
          problems,
          'errorUpdatingTermsOfUse',
        );
      }
      if (given.length > 0) {
        const at = now();
        await db
          .insertInto('consent_answer')
          .values(given.map((a) => ({ user_id: userId, field_name: a.promptField, answer: a.answer, answered_at: at })))
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'field_name'])
              .doUpdateSet((eb) => ({ answer: eb.ref('excluded.answer'), answered_at: eb.ref('excluded.answered_at') })),
          )
          .execute();
      }
      return answers(userId, realm);
    },
    async unanswered(userId, realm) {
      const rows = await db
        .selectFrom('consent_prompt as p')
        .leftJoin('consent_answer as a', (join) => join.onRef('a.field_name', '=', 'p.field_name').on('a.user_id', '=', userId))
        .select('p.field_name')
        .where('p.realm', '=', realm)
        .where('p.required', '=', true)
        .where((eb) => eb.or([eb('a.answer', 'is', null), eb('a.answer', '=', false)]))
        .orderBy('p.position')
        .execute();
      return rows.map((r) => r.field_name);
    },
  };
}

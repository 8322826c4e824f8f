// The realm's sign-up form (spec §3 "Sign-up form field", §5): its fields with their patterns
// and message labels, and its consent prompts. The same rows the form is drawn from validate
// what is sent, so the app's hints and the server's refusals never disagree.
import type { ConsentAnswer, ConsentPrompt, SignupField, SignupForm } from '../../../contracts/session.ts';
import { signupField } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';

/** A field problem as the error shape carries it (details.fields). */
export type FieldProblem = { field: string; problem: string };

export async function signupForm(db: Db, realm: string): Promise<SignupForm> {
  const [fields, prompts] = await Promise.all([
    db.selectFrom('signup_field').select(['field_name', 'definition', 'position']).where('realm', '=', realm).orderBy('position').execute(),
    consentPrompts(db, realm),
  ]);
  return {
    fields: fields.map((row) => signupField.parse({ ...(row.definition as object), fieldName: row.field_name, order: row.position })),
    consentPrompts: prompts,
  };
}

export async function consentPrompts(db: Db, realm: string): Promise<ConsentPrompt[]> {
  const rows = await db
    .selectFrom('consent_prompt')
    .select(['field_name', 'label', 'functional_purpose', 'required'])
    .where('realm', '=', realm)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    fieldName: r.field_name,
    label: r.label,
    functionalPurpose: r.functional_purpose as ConsentPrompt['functionalPurpose'],
    required: r.required,
  }));
}

/** Phone numbers are compared without the spaces people type (spec §5). */
export function normaliseField(field: Pick<SignupField, 'fieldType' | 'fieldName'>, value: string): string {
  return field.fieldType === 'PHONE' || field.fieldName === 'phoneNumber' ? value.replace(/\s+/g, '') : value.trim();
}

function pattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    // An operator's broken pattern must not lock everyone out of signing up.
    return null;
  }
}

/**
 * Checks the values given for the realm's fields: required ones present, each matching its
 * pattern. `path(name)` names a field in the errors as the request spelt it.
 */
export function checkFields(
  fields: readonly SignupField[],
  values: Record<string, string | undefined>,
  path: (name: string) => string,
): { values: Record<string, string>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const accepted: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.fieldName];
    const value = raw === undefined ? '' : normaliseField(field, raw);
    if (!value) {
      if (field.required) problems.push({ field: path(field.fieldName), problem: field.isRequiredMessageLabel ?? 'requiredField' });
      continue;
    }
    const re = pattern(field.regexValidation);
    if (re && !re.test(value)) {
      problems.push({ field: path(field.fieldName), problem: field.invalidMessageLabel ?? 'generic' });
      continue;
    }
    accepted[field.fieldName] = value;
  }
  return { values: accepted, problems };
}

/**
 * Consent answers against the realm's prompts: each names a prompt; with `requireAnswers`
 * (the realm's signupWithConsent) every required prompt is answered yes.
 */
export function checkConsents(
  prompts: readonly ConsentPrompt[],
  answers: readonly ConsentAnswer[],
  requireAnswers: boolean,
): { answers: Map<string, boolean>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const given = new Map<string, boolean>();
  answers.forEach((answer, i) => {
    if (!prompts.some((p) => p.fieldName === answer.promptField))
      problems.push({ field: `consentAnswers.${i}.promptField`, problem: 'unknownField' });
    else given.set(answer.promptField, answer.answer);
  });
  if (requireAnswers) {
    for (const prompt of prompts) {
      if (prompt.required && given.get(prompt.fieldName) !== true)
        problems.push({ field: `consentAnswers.${prompt.fieldName}`, problem: 'consentRequired' });
    }
  }
  return { answers: given, problems };
}

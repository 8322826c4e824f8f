// The sign-up form's zod schema, built from the realm's fields (signup-schema.ts describes
// them). Its own module: the sign-up screen loads it, with zod and the contract schemas, at the
// form's first submit rather than with the page.
import { z } from 'zod';
import { clientPassword, email, type SignupField, type SignupForm } from '../../contracts/session.ts';
import { consentName, normalised, signupFields, type SignupValues } from './signup-schema.ts';

/**
 * An operator's pattern, read as the server reads it: with Unicode semantics (`\p{L}` is a
 * letter class only then), else as a plain pattern; one that compiles neither way is left out
 * rather than blocking sign-up.
 */
function compiled(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

function fieldSchema(field: SignupField): z.ZodType {
  const required = field.isRequiredMessageLabel ?? 'fieldRequired';
  if (field.fieldType === 'CHECKBOX') {
    return field.required ? z.boolean().refine((v) => v, required) : z.boolean();
  }
  const pattern = compiled(field.regexValidation);
  const invalid = field.invalidMessageLabel ?? 'fieldInvalid';
  return z
    .string()
    .trim()
    .max(512, invalid)
    .superRefine((value, ctx) => {
      if (value === '') {
        if (field.required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (pattern && !pattern.test(normalised(field, value))) ctx.addIssue({ code: 'custom', message: invalid });
    });
}

export function buildSignupSchema(form: SignupForm): z.ZodType<SignupValues, SignupValues> {
  const shape: Record<string, z.ZodType> = { email, password: clientPassword };
  for (const field of signupFields(form)) shape[field.fieldName] = fieldSchema(field);
  for (const prompt of form.consentPrompts) {
    shape[consentName(prompt)] = prompt.required ? z.boolean().refine((v) => v, 'signupConsentRequired') : z.boolean();
  }
  return z.object(shape) as unknown as z.ZodType<SignupValues, SignupValues>;
}

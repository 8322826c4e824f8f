// The missing-profile-details form (spec §5 "Missing-profile form"): only the fields the server
// says are missing. fullName is required; phoneNumber is required when asked for and is sent
// without spaces; birthDate and taxNumber are required and must match the pattern of the user's
// country (the answer's `patterns`). Each field has two messages: empty (the 'required field'
// label) and invalid (its own label). Pure: the schema and the body sent are unit-tested.
import { z } from 'zod';
import type { MissingField, MissingInformation, UserProfileUpdate } from '../../contracts/session.ts';

export type MissingDetailsValues = Partial<Record<MissingField, string>>;

/** Empty: the 'required field' label for every field. Invalid: one label per field. */
export const MISSING_DETAILS_MESSAGES = {
  empty: 'requiredField',
  invalid: {
    fullName: 'fullNameInvalid',
    phoneNumber: 'phoneNumberInvalid',
    birthDate: 'birthDateInvalid',
    taxNumber: 'taxNumberInvalid',
  },
} as const satisfies { empty: string; invalid: Record<MissingField, string> };

/** Once spaces are gone: an optional + and 7 to 15 digits (what the server accepts). */
const PHONE = /^\+?\d{7,15}$/;

export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A server pattern as a whole-value test; null when there is none or it does not compile. */
export function countryPattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    const anchored = `${source.startsWith('^') ? '' : '^'}${source}${source.endsWith('$') ? '' : '$'}`;
    return new RegExp(anchored);
  } catch {
    return null;
  }
}

function field(kind: MissingField, pattern: RegExp | null, prepare: (v: string) => string = (v) => v.trim()) {
  const invalid = MISSING_DETAILS_MESSAGES.invalid[kind];
  return z
    .string()
    .transform(prepare)
    .pipe(
      z
        .string()
        .min(1, MISSING_DETAILS_MESSAGES.empty)
        .max(kind === 'fullName' ? 128 : 32, invalid)
        .refine((v) => v === '' || !pattern || pattern.test(v), invalid),
    );
}

export function missingDetailsSchema(info: Pick<MissingInformation, 'missingFields' | 'patterns'>) {
  const shape: Partial<Record<MissingField, ReturnType<typeof field>>> = {};
  for (const name of info.missingFields) {
    if (name === 'fullName') shape.fullName = field('fullName', null);
    if (name === 'phoneNumber') shape.phoneNumber = field('phoneNumber', PHONE, stripSpaces);
    if (name === 'birthDate') shape.birthDate = field('birthDate', countryPattern(info.patterns.birthDate));
    if (name === 'taxNumber') shape.taxNumber = field('taxNumber', countryPattern(info.patterns.taxNumber));
  }
  return z.object(shape as Record<string, ReturnType<typeof field>>);
}

/** The PUT /user/profile body for validated values (already trimmed and stripped by the schema). */
export function profileUpdateFor(values: MissingDetailsValues): UserProfileUpdate {
  const body: UserProfileUpdate = {};
  if (values.fullName !== undefined) body.name = { fullName: values.fullName };
  if (values.phoneNumber !== undefined) body.phoneNumber = stripSpaces(values.phoneNumber);
  if (values.birthDate !== undefined) body.birthDate = values.birthDate;
  if (values.taxNumber !== undefined) body.taxNumber = values.taxNumber;
  return body;
}

// The sign-up form built at run time from the realm's server-provided fields (spec §3 "Sign-up
// form field", §5): each field with its regex and message label keys, required flags, order
// and size, plus email and password with the client's rules and the consent prompts (required
// ones must be ticked). The same description gives the zod schema, the default values, the
// request body (meta_fields for normal providers; direct fields for PBR, countryCode renamed
// country inside address) and the mapping of the server's field errors back onto the form.
// Pure, so it is unit-tested without React. The zod schema is built in signup-validation.ts,
// which the screen loads at the first submit (zod stays out of the page's start-up).
import type { RealmSettings } from '../../contracts/realm.ts';
import type { ConsentPrompt, SignupBody, SignupField, SignupForm, SignupPbrBody } from '../../contracts/session.ts';

/** Our own inputs: a server field with one of these names or types is not shown twice. */
const OWN_NAMES = new Set(['email', 'password', 'secret']);
const OWN_TYPES = new Set<SignupField['fieldType']>(['EMAIL', 'PASSWORD']);

const CONSENT_PREFIX = 'consent_';

/** The form's name of a consent prompt's checkbox. */
export const consentName = (prompt: Pick<ConsentPrompt, 'fieldName'>) => `${CONSENT_PREFIX}${prompt.fieldName}`;

/** The realm's fields the form shows, in the server's order. */
export function signupFields(form: SignupForm): SignupField[] {
  return form.fields
    .filter((f) => !OWN_NAMES.has(f.fieldName) && !OWN_TYPES.has(f.fieldType) && !f.fieldName.startsWith(CONSENT_PREFIX))
    .toSorted((a, b) => a.order - b.order);
}

/** What is checked and sent: phone numbers without their spaces (spec §5). */
export function normalised(field: SignupField, text: string): string {
  return field.fieldType === 'PHONE' ? text.replace(/\s+/g, '') : text;
}

export type SignupValues = Record<string, string | boolean>;

/** Empty values in display order (the common error area shows the first problem in this order). */
export function signupDefaults(form: SignupForm): SignupValues {
  const values: SignupValues = { email: '', password: '' };
  for (const field of signupFields(form)) values[field.fieldName] = field.fieldType === 'CHECKBOX' ? false : '';
  for (const prompt of form.consentPrompts) values[consentName(prompt)] = false;
  return values;
}

/** Spec §6: the PBR sign-in provider sends profile fields directly. */
export function usesPbr(realm: Pick<RealmSettings, 'authenticationProviders'>): boolean {
  return realm.authenticationProviders.some((p) => p.name.toUpperCase() === 'PBR');
}

const PBR_DIRECT = ['fullName', 'phoneNumber', 'birthDate', 'taxNumber'] as const;
const COUNTRY_NAMES = new Set(['country', 'countryCode']);

const isCountry = (field: SignupField) => field.fieldType === 'COUNTRY' || COUNTRY_NAMES.has(field.fieldName);

function fieldValue(field: SignupField, value: string | boolean | undefined): string | undefined {
  if (typeof value === 'boolean') return String(value);
  const text = (value ?? '').trim();
  return text === '' ? undefined : normalised(field, text);
}

function consentAnswers(form: SignupForm, values: SignupValues) {
  return form.consentPrompts.map((prompt) => ({ promptField: prompt.fieldName, answer: values[consentName(prompt)] === true }));
}

export type SignupRequest = { operation: 'signup'; body: SignupBody } | { operation: 'signupPbr'; body: SignupPbrBody };

export function signupRequest(form: SignupForm, values: SignupValues, pbr: boolean, from?: string | null): SignupRequest {
  const base = {
    email: String(values.email ?? ''),
    secret: String(values.password ?? ''),
    consentAnswers: consentAnswers(form, values),
  };
  const fields = signupFields(form);
  if (!pbr) {
    const meta: Record<string, string> = {};
    for (const field of fields) {
      const value = fieldValue(field, values[field.fieldName]);
      if (value !== undefined) meta[field.fieldName] = value;
    }
    const body: SignupBody = { ...base, ...(Object.keys(meta).length > 0 ? { meta_fields: meta } : {}), ...(from ? { from } : {}) };
    return { operation: 'signup', body };
  }
  const body: SignupPbrBody = { ...base };
  for (const field of fields) {
    const value = fieldValue(field, values[field.fieldName]);
    if (value === undefined) continue;
    if (isCountry(field)) body.address = { country: value.toUpperCase() };
    else if ((PBR_DIRECT as readonly string[]).includes(field.fieldName)) body[field.fieldName as (typeof PBR_DIRECT)[number]] = value;
  }
  return { operation: 'signupPbr', body };
}

/** The form's name for a field the server's validation names (its body's name). */
export function signupFormField(form: SignupForm, wire: string): string {
  if (wire === 'secret') return 'password';
  if (wire.startsWith('meta_fields.')) return wire.slice('meta_fields.'.length);
  if (wire === 'address.country' || wire === 'address') {
    return signupFields(form).find(isCountry)?.fieldName ?? wire;
  }
  // A consent answer is named by its prompt's field name, or by its place in the list.
  const consent = /^consentAnswers\.([^.]+)/.exec(wire);
  if (consent?.[1] !== undefined) {
    const key = consent[1];
    const prompt =
      form.consentPrompts.find((p) => p.fieldName === key) ?? (/^\d+$/.test(key) ? form.consentPrompts[Number(key)] : undefined);
    return prompt ? consentName(prompt) : wire;
  }
  return wire;
}

/**
 * The partition chosen before the account existed (the purchase walk's partitions step, decision
 * 0042) goes with the sign-up as spec §7's `partitionData`, in a PARTITIONED realm only (another
 * realm refuses it).
 */
export function withPartition(request: SignupRequest, partition: string | null, partitioned: boolean): SignupRequest {
  if (!partitioned || !partition) return request;
  return request.operation === 'signup'
    ? { operation: 'signup', body: { ...request.body, partitionData: { partition } } }
    : { operation: 'signupPbr', body: { ...request.body, partitionData: { partition } } };
}

// The account details form (section accountdetails): what the client checks before sending, and
// the PUT /user/profile body it sends. Only what the viewer changed is sent, so a detail saved
// before today's rules (an old tax number, say) does not block a change to another one. The
// rules a realm or a country sets (required details, a country's date and tax number forms) are
// the server's: its refusals land on the fields (server-errors.ts). Pure, unit-tested.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../contracts/credentials.ts';
import type { UserProfile, UserProfileUpdate } from '../../contracts/session.ts';

/** Once spaces are gone: an optional + and 7 to 15 digits (what the server accepts). */
const PHONE = /^\+?\d{7,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const detailsSchema = z.object({
  contactEmail: z.string().trim().min(1, 'pleaseProvideYourEmail').max(254, 'emailTooLong').regex(EMAIL_PATTERN, 'pleaseProvideValidEmail'),
  fullName: optionalText(128, 'nameTooLong'),
  preferredName: optionalText(64, 'nameTooLong'),
  birthDate: z
    .string()
    .trim()
    .refine((v) => v === '' || ISO_DATE.test(v), 'invalidBirthDate'),
  taxNumber: optionalText(32, 'valueTooLong'),
  phoneNumber: z
    .string()
    .transform(stripSpaces)
    .refine((v) => v === '' || PHONE.test(v), 'invalidPhoneNumber'),
});

export type DetailsValues = z.input<typeof detailsSchema>;
export type DetailsOutput = z.output<typeof detailsSchema>;

/** The form's starting values: the profile's, an absent detail as an empty field. */
export function detailsValues(profile: UserProfile): DetailsValues {
  return {
    contactEmail: profile.contactEmail,
    fullName: profile.name.fullName ?? '',
    preferredName: profile.name.preferredName ?? '',
    birthDate: profile.birthDate ?? '',
    taxNumber: profile.taxNumber ?? '',
    phoneNumber: profile.phoneNumber ?? '',
  };
}

/** The body for what changed since `profile` (an emptied field clears its detail); {} when nothing did. */
export function detailsUpdate(values: DetailsOutput, profile: UserProfile): UserProfileUpdate {
  const before = detailsValues(profile);
  const body: UserProfileUpdate = {};
  const name: NonNullable<UserProfileUpdate['name']> = {};
  if (values.contactEmail.toLowerCase() !== before.contactEmail.toLowerCase()) body.contactEmail = values.contactEmail;
  if (values.fullName !== before.fullName) name.fullName = values.fullName;
  if (values.preferredName !== before.preferredName) name.preferredName = values.preferredName;
  if (Object.keys(name).length > 0) body.name = name;
  if (values.birthDate !== before.birthDate) body.birthDate = values.birthDate;
  if (values.taxNumber !== before.taxNumber) body.taxNumber = values.taxNumber;
  if (values.phoneNumber !== stripSpaces(before.phoneNumber)) body.phoneNumber = values.phoneNumber;
  return body;
}

/** The server names nested fields by their body path (`name.fullName`); the form's are flat. */
export function detailsFormField(wire: string): string {
  return wire === 'name.fullName' ? 'fullName' : wire === 'name.preferredName' ? 'preferredName' : wire;
}

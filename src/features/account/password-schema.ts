// The change-password form (section accountsecurity): the current password only has to be
// there (it may predate today's rules), the new one follows the client's rule of spec §5
// (credentials.ts: 6 to 24 characters); the realm's own rules are the server's, on `secret`.
import { z } from 'zod';
import { clientPassword } from '../../contracts/credentials.ts';

export const passwordSchema = z.object({
  currentPassword: z.string().min(1, 'pleaseProvideYourPassword'),
  newPassword: clientPassword,
});

export type PasswordValues = z.input<typeof passwordSchema>;

/** The body's names are the server's (`currentSecret`, `secret`); the form's say what they are. */
export function passwordFormField(wire: string): string {
  return wire === 'currentSecret' ? 'currentPassword' : wire === 'secret' ? 'newPassword' : wire;
}

// The server's own password rules (spec §5): 4–256 or 8–256 characters by realm, and not one
// of the passwords every guessing list starts with. A failure names the field `secret` with
// the spec's label key, in the error shape's details.fields like any validation error.
import { HttpError } from '../../errors.ts';

export const PASSWORD_MAX = 256;

/** Lower-cased; a password is refused when, lower-cased, it is one of these. */
const TOO_COMMON = new Set([
  '1234',
  '12345',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '0000',
  '000000',
  '00000000',
  '1111',
  '111111',
  '11111111',
  '123123',
  '654321',
  '666666',
  '696969',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'pass',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdf',
  'asdfgh',
  'asdfghjkl',
  'azerty',
  'abc123',
  'abcd1234',
  'abcdef',
  'letmein',
  'welcome',
  'welcome1',
  'iloveyou',
  'admin',
  'admin123',
  'administrator',
  'login',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'starwars',
  'changeme',
  'secret',
  'test',
  'test1234',
  'guest',
  'senha',
  'senha123',
  'contraseña',
]);

export type PasswordProblem = 'password4to256' | 'password8to256' | 'passwordTooCommon';

export function passwordProblem(secret: string, min: number): PasswordProblem | null {
  const length = [...secret].length;
  if (length < min || length > PASSWORD_MAX) return min >= 8 ? 'password8to256' : 'password4to256';
  if (TOO_COMMON.has(secret.toLowerCase())) return 'passwordTooCommon';
  return null;
}

/** Throws the spec's 400 (details.fields on `secret`) when the password breaks a rule. */
export function assertPassword(secret: string, min: number): void {
  const problem = passwordProblem(secret, min);
  if (problem) {
    throw new HttpError(400, 'VALIDATION', `Invalid body: secret: ${problem}`, {
      messageKey: problem,
      details: { where: 'body', fields: [{ field: 'secret', problem }] },
    });
  }
}

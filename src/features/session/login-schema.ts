// The sign-in form's schema. Its own module: the login screen is many a visitor's first page,
// and loads it (with zod and the contract schemas) only when the form is first submitted.
import { z } from 'zod';
import { clientPassword, email } from '../../contracts/session.ts';

export const loginSchema = z.object({ email, password: clientPassword });

// Labels (SPEC §3 "Labels payload") and locales.
import { z } from 'zod';

export const locale = z.string().regex(/^[a-z]{2}([_-][A-Z]{2})?$/, 'expected a locale such as en_US');

export const labels = z.object({
  translations: z.record(z.string(), z.string()),
  default_locale: z.string(),
  selected_locale: z.string(),
});
export type Labels = z.infer<typeof labels>;

// Spec §9 default locale; defined in the zod-free locale module so the app's first chunk can use it.
export { DEFAULT_LOCALE } from './locale.ts';

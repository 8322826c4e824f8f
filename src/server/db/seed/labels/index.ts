// Shared translations of the app's label keys per locale; realms add their own wording on top.
import { LABEL_DEFAULTS } from '../../../../contracts/label-keys.ts';
import { esES } from './es-ES.ts';
import { ptBR } from './pt-BR.ts';

export const SHARED_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en_US: LABEL_DEFAULTS,
  pt_BR: ptBR,
  es_ES: esES,
};

/**
 * Every app label key for `locale`: the locale's translation where there is one, English
 * otherwise, so a key added to the contracts is never missing from a seeded realm.
 */
export function sharedLabels(locale: string): Record<string, string> {
  return { ...LABEL_DEFAULTS, ...SHARED_TRANSLATIONS[locale] };
}

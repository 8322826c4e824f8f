// i18next with the realm's labels. Every language bundle is the server's translations laid
// over LABEL_DEFAULTS, so a label the server lacks still reads sensibly (spec §8: language
// fetch failure falls back to default labels).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LABEL_DEFAULTS, type LabelKey } from '../contracts/label-keys.ts';
import { toLanguageTag } from '../contracts/locale.ts';

export const i18n = i18next.createInstance();

export function labelBundle(translations: Readonly<Record<string, string>> | null | undefined): Record<string, string> {
  return { ...LABEL_DEFAULTS, ...(translations ?? {}) };
}

/**
 * A label chosen at run time (a server's messageKey): its text when this realm has it, else
 * the fallback's. Keys from the server are not known to the compiler, hence the one cast.
 */
export function translateDynamic(labels: I18n, key: string, fallback: LabelKey): string {
  const t = labels.t.bind(labels) as unknown as (k: string) => string;
  return labels.exists(key) ? t(key) : t(fallback);
}

/** A label key's text in the active language, or the text itself when it is not a key (server wording). */
export function labelOrText(labels: I18n, message: string): string {
  const t = labels.t.bind(labels) as unknown as (k: string) => string;
  return labels.exists(message) ? t(message) : message;
}

function initOptions(lng: string, bundle: Record<string, string>) {
  return {
    lng,
    fallbackLng: false as const,
    resources: { [lng]: { translation: bundle } },
    // React escapes text itself; escaping here would show "&amp;" on screen.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  };
}

/** A separate instance with one locale's labels: a server render has one per request. */
export async function createLabels(locale: string, translations: Readonly<Record<string, string>> | null | undefined): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init(initOptions(toLanguageTag(locale), labelBundle(translations)));
  return instance;
}

/** Loads one locale's labels and makes it the active language. */
export async function applyLabels(locale: string, translations: Readonly<Record<string, string>> | null | undefined): Promise<void> {
  const lng = toLanguageTag(locale);
  const bundle = labelBundle(translations);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init(initOptions(lng, bundle));
    return;
  }
  i18n.addResourceBundle(lng, 'translation', bundle, true, true);
  await i18n.changeLanguage(lng);
}

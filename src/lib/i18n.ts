// i18next with the realm's labels. Every language bundle is the server's translations laid
// over LABEL_DEFAULTS, so a label the server lacks still reads sensibly (spec §8: language
// fetch failure falls back to default labels).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LABEL_DEFAULTS } from '../contracts/label-keys.ts';
import { toLanguageTag } from './locale-tag.ts';

export const i18n = i18next.createInstance();

export function labelBundle(translations: Readonly<Record<string, string>> | null | undefined): Record<string, string> {
  return { ...LABEL_DEFAULTS, ...(translations ?? {}) };
}

/** Loads one locale's labels and makes it the active language. */
export async function applyLabels(locale: string, translations: Readonly<Record<string, string>> | null | undefined): Promise<void> {
  const lng = toLanguageTag(locale);
  const bundle = labelBundle(translations);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      resources: { [lng]: { translation: bundle } },
      // React escapes text itself; escaping here would show "&amp;" on screen.
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    return;
  }
  i18n.addResourceBundle(lng, 'translation', bundle, true, true);
  await i18n.changeLanguage(lng);
}

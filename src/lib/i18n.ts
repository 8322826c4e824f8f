// i18next with the realm's labels. A label the server lacks still reads sensibly: the English
// defaults (contracts/label-defaults.json) stand behind every language, and when the labels
// could not be fetched they are the labels (spec §8: language fetch failure falls back to
// default labels).
//
// The defaults (every label's English text, about 3 KB gzipped) load on demand, not with the
// first script: the server answers every key (server/services/labels.ts), so in the browser
// they load only when a fetch failed or a key turns out missing, and the page then re-renders.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LabelKey } from '../contracts/label-keys.ts';
import { toLanguageTag } from '../contracts/locale.ts';

export const i18n = i18next.createInstance();

/** The language the defaults are kept under: every language falls back to it. */
const DEFAULTS_LANGUAGE = 'und';

let defaults: Promise<Readonly<Record<string, string>>> | null = null;

/** The English defaults, imported once (again after a failed import). */
export function loadLabelDefaults(): Promise<Readonly<Record<string, string>>> {
  defaults ??= import('../contracts/label-keys.ts').then(
    (module) => module.LABEL_DEFAULTS,
    (error: unknown) => {
      defaults = null;
      throw error;
    },
  );
  return defaults;
}

/** One locale's bundle: the server's translations over the defaults (every key present). */
export async function labelBundle(translations: Readonly<Record<string, string>> | null | undefined): Promise<Record<string, string>> {
  return { ...(await loadLabelDefaults()), ...(translations ?? {}) };
}

/** A key missing from the active bundle: puts the defaults behind it, then renders again. */
function missingLabel(instance: I18n): void {
  if (instance.hasResourceBundle(DEFAULTS_LANGUAGE, 'translation')) return;
  void loadLabelDefaults()
    .then((bundle) => {
      if (instance.hasResourceBundle(DEFAULTS_LANGUAGE, 'translation')) return;
      instance.addResourceBundle(DEFAULTS_LANGUAGE, 'translation', bundle);
      // Components re-render on a language change: the same language, now with its fallback.
      return instance.changeLanguage(instance.language);
    })
    .catch(() => {
      // Offline without the defaults cached: the key stays on screen until the next load.
    });
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

/** A label with values to put in it (a wait in minutes): kept as key and values, so it follows a language switch. */
export type LabelMessage = { key: LabelKey; values: Readonly<Record<string, string | number>> };

/** What a form or toast shows: a label key, a label with values, or the server's own wording. */
export type Message = string | LabelMessage;

// Message keys are single identifiers (paymentDeclined, user_self_suspended); the server's
// wording is a sentence. A key this realm has no label for is a failure we did not foresee.
const KEY_SHAPED = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * A message's text in the active language. An identifier without a label (a messageKey newer
 * than the app, or one nobody wrote a label for) reads as the generic error: a raw key on
 * screen tells the viewer nothing.
 */
export function messageText(labels: I18n, message: Message): string {
  const t = labels.t.bind(labels) as unknown as (k: string, values?: Readonly<Record<string, unknown>>) => string;
  if (typeof message !== 'string') return t(message.key, message.values);
  if (labels.exists(message)) return t(message);
  return KEY_SHAPED.test(message) ? t('errorOccurredPleaseTryAgain') : message;
}

function initOptions(lng: string, bundle: Record<string, string>) {
  return {
    lng,
    fallbackLng: DEFAULTS_LANGUAGE,
    resources: { [lng]: { translation: bundle } },
    saveMissing: true,
    missingKeyHandler: () => missingLabel(i18n),
    // React escapes text itself; escaping here would show "&amp;" on screen.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  };
}

/** A separate instance with one locale's labels: a server render has one per request. */
export async function createLabels(locale: string, translations: Readonly<Record<string, string>> | null | undefined): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ ...initOptions(toLanguageTag(locale), await labelBundle(translations)), saveMissing: false });
  return instance;
}

/** Loads one locale's labels and makes it the active language. */
export async function applyLabels(locale: string, translations: Readonly<Record<string, string>> | null | undefined): Promise<void> {
  const lng = toLanguageTag(locale);
  // As the server sent them; the defaults only when there are none.
  const bundle = translations ? { ...translations } : await labelBundle(null);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init(initOptions(lng, bundle));
    return;
  }
  i18n.addResourceBundle(lng, 'translation', bundle, true, true);
  await i18n.changeLanguage(lng);
}

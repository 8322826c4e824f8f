// Types `t` and <Trans> from the labels the features declare: t('unknownKey') is a compile error.
import type { APP_LABELS } from './labels.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof APP_LABELS };
  }
}

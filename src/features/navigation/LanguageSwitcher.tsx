// A labelled native select of the realm's languages, each named in its own language.
import Box from '@mui/material/Box';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languagePart, toLanguageTag } from '../../contracts/locale.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/**
 * Common languages' names in their own language. Intl.DisplayNames knows them all, but its first
 * use loads the browser's name data: about 40 ms on the main thread in the middle of hydration.
 */
const ENDONYMS: Readonly<Record<string, string>> = {
  ar: 'العربية',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  sv: 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  zh: '中文',
};

/**
 * The locale's name in its own language: "Português" when the realm has one Portuguese, the
 * regional name ("português (Brasil)") only when two locales share the language.
 */
export function languageName(locale: string, all: readonly string[] = [locale]): string {
  const tag = toLanguageTag(locale);
  const shared = all.filter((l) => languagePart(l) === languagePart(locale)).length > 1;
  const known = shared ? undefined : ENDONYMS[languagePart(locale)];
  if (known) return known;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(shared ? tag : languagePart(locale));
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

export type LanguageSwitcherProps = {
  locales: readonly string[];
  value: string;
  onChange: (locale: string) => void;
  busy?: boolean;
};

// Memoised: the navigation bar passes the same list and handler on its re-renders.
export const LanguageSwitcher = memo(function LanguageSwitcher({ locales, value, onChange, busy = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  if (locales.length < 2) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <label htmlFor={id} style={visuallyHidden}>
        {t('language')}
      </label>
      <Box
        component="select"
        id={id}
        data-testid="language-switcher"
        value={value}
        aria-busy={busy || undefined}
        disabled={busy}
        onChange={(e) => onChange(e.currentTarget.value)}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          minHeight: 36,
          px: 1,
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={toLanguageTag(locale)}>
            {languageName(locale, locales)}
          </option>
        ))}
      </Box>
    </Box>
  );
});

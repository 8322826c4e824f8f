// What the preferences section offers (spec §3 preference keys): subtitles off or one of the
// realm's audioSubtitleLanguages, audio in one of them, and the two playback switches, read
// from the stored key/value strings. Pure, unit-tested.

export type PlaybackPreferences = {
  subTitleLanguage: string;
  audioLanguage: string;
  autoAdvance: boolean;
  videoBackgroundAutoPlay: boolean;
};

/** The stored strings as choices: a language the realm no longer offers reads as none chosen. */
export function playbackPreferences(stored: Record<string, string>, languages: readonly string[]): PlaybackPreferences {
  const offered = (value: string | undefined) => (value && languages.includes(value) ? value : '');
  return {
    subTitleLanguage: offered(stored.subTitleLanguage),
    audioLanguage: offered(stored.audioLanguage),
    // The server's defaults are on; only an explicit 'false' turns a switch off.
    autoAdvance: stored.autoAdvance !== 'false',
    videoBackgroundAutoPlay: stored.videoBackgroundAutoPlay !== 'false',
  };
}

/** A language code's name in the page's language, or the code where the browser has none. */
export function languageName(code: string, locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'language' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

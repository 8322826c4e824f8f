// Preferences (section preferences): the viewer's playback preferences, each saved the moment it
// changes (PUT /user/preferences with that key), with a status that reads "Saving…" then
// "Saved", or says it was not saved and puts the old value back; and, where the realm asks
// consent prompts, the marketing preferences. Offline every control is off, with the reason.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { http, useLocale, useNeedsNetwork, useRealm } from '../../lib/core/index.ts';
import { savePreferences, type PreferencesChange } from './api.ts';
import { ConsentPreferences } from './ConsentPreferences.tsx';
import type { ConsentState } from './loaders.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { languageName, playbackPreferences, type PlaybackPreferences } from './preference-choices.ts';
import { SavedStatus } from './SavedStatus.tsx';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

function LanguageSelect({
  label,
  value,
  languages,
  offLabel,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  languages: readonly string[];
  offLabel: string;
  disabled: boolean;
  testId: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const locale = useLocale();
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{ minHeight: 44, minWidth: 220, px: 1, font: 'inherit', borderRadius: 1, color: 'text.primary', bgcolor: 'background.paper' }}
      >
        <option value="">{offLabel}</option>
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code, locale)}
          </option>
        ))}
      </Box>
    </Box>
  );
}

export function PreferencesSection({ preferences, consent }: { preferences: Record<string, string>; consent: ConsentState | null }) {
  const { t } = useTranslation();
  const { realm } = useRealm();
  const offline = useNeedsNetwork();
  const languages = realm.audioSubtitleLanguages;
  const [choices, setChoices] = useState<PlaybackPreferences>(() => playbackPreferences(preferences, languages));
  const [state, setState] = useState<SaveState>('idle');
  // Only the newest change's answer counts: an older one landing late must not undo it.
  const latest = useRef(0);

  async function change(next: Partial<PlaybackPreferences>, body: PreferencesChange) {
    const before = choices;
    const run = ++latest.current;
    setChoices((current) => ({ ...current, ...next }));
    setState('saving');
    try {
      const answer = await savePreferences(http, body);
      if (run !== latest.current) return;
      setChoices(playbackPreferences(answer, languages));
      setState('saved');
    } catch {
      if (run !== latest.current) return;
      setChoices(before);
      setState('failed');
    }
  }

  const status =
    state === 'saving'
      ? t('preferencesSaving')
      : state === 'saved'
        ? t('preferencesSaved')
        : state === 'failed'
          ? t('preferencesNotSaved')
          : null;
  const toggle = (key: 'autoAdvance' | 'videoBackgroundAutoPlay') => (_event: unknown, checked: boolean) =>
    void change({ [key]: checked }, { [key]: checked ? 'true' : 'false' });

  return (
    <>
      <Box component="section" aria-labelledby="preferences-playback" data-testid="preferences-playback" sx={{ mb: 4 }}>
        <Typography id="preferences-playback" component="h3" variant="h6">
          {t('preferencesPlayback')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('preferencesIntro')}
        </Typography>
        <OfflineNotice offline={offline} />
        {languages.length === 0 ? (
          <Typography sx={{ mb: 2 }} data-testid="preferences-no-languages">
            {t('preferencesNoLanguages')}
          </Typography>
        ) : (
          <>
            <LanguageSelect
              label={t('preferencesSubtitles')}
              value={choices.subTitleLanguage}
              languages={languages}
              offLabel={t('preferencesSubtitlesOff')}
              disabled={offline}
              testId="preference-subtitles"
              onChange={(value) => void change({ subTitleLanguage: value }, { subTitleLanguage: value })}
            />
            <LanguageSelect
              label={t('preferencesAudio')}
              value={choices.audioLanguage}
              languages={languages}
              offLabel={t('preferencesAudioDefault')}
              disabled={offline}
              testId="preference-audio"
              onChange={(value) => void change({ audioLanguage: value }, { audioLanguage: value })}
            />
          </>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <FormControlLabel
            control={
              <Switch
                checked={choices.autoAdvance}
                onChange={toggle('autoAdvance')}
                disabled={offline}
                slotProps={{ input: { role: 'switch' } }}
              />
            }
            label={t('preferencesAutoAdvance')}
            sx={{ minHeight: 44 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={choices.videoBackgroundAutoPlay}
                onChange={toggle('videoBackgroundAutoPlay')}
                disabled={offline}
                slotProps={{ input: { role: 'switch' } }}
              />
            }
            label={t('preferencesBackgroundVideo')}
            sx={{ minHeight: 44 }}
          />
        </Box>
        <SavedStatus message={status} testId="preferences-status" />
      </Box>
      {consent ? <ConsentPreferences consent={consent} offline={offline} /> : null}
    </>
  );
}

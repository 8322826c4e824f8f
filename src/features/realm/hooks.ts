// The realm's MUI theme for the ready app: settings, active language and profile kind.
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useRealm, useViewer } from '../../lib/core/index.ts';
import { realmLanguage } from './realm-language.ts';
import { buildTheme } from './theme.ts';

export function useRealmTheme(): Theme {
  const { realm, locale } = useRealm();
  const { childProfile } = useViewer();
  return useMemo(
    () => buildTheme({ look: realm.settings, language: realmLanguage(realm, locale), childProfile }),
    [realm, locale, childProfile],
  );
}

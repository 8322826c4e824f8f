// Hooks for screens inside the ready app, where the realm is known by construction.
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Theme } from '@mui/material/styles';
import { childProfileAtom } from '../../lib/session.ts';
import { readyRealmAtom, type ReadyRealm } from './atoms.ts';
import { realmLanguage } from './boot.ts';
import { buildTheme } from './theme.ts';

export function useReadyRealm(): ReadyRealm {
  const ready = useAtomValue(readyRealmAtom);
  if (!ready) throw new Error('useReadyRealm used before the realm finished loading');
  return ready;
}

export function useRealmTheme(): Theme {
  const { realm, locale } = useReadyRealm();
  const childProfile = useAtomValue(childProfileAtom);
  return useMemo(
    () => buildTheme({ look: realm.settings, language: realmLanguage(realm, locale), childProfile }),
    [realm, locale, childProfile],
  );
}

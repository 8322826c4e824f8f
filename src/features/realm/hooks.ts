// The realm's MUI theme for the ready app: settings, active language and profile kind.
import type { Theme } from '@mui/material/styles';
import type { RealmSettings } from '../../contracts/realm.ts';
import { useEffect } from 'react';
import { atom, childProfileAtom, heldPartsAtom, hydratedAtom, settleHydration, useAtomValue, useRealm } from '../../lib/core/index.ts';
import { realmLanguage } from './realm-language.ts';
import { buildTheme } from './theme.ts';

/**
 * Built themes by realm, then locale and profile kind. Building one takes tens of milliseconds
 * on a phone: start-up builds the first in a task of its own (`realmTheme` before hydrating),
 * so hydration's first render finds it here instead of building it in the middle.
 */
const built = new WeakMap<RealmSettings, Map<string, Theme>>();

export function realmTheme(realm: RealmSettings, locale: string, childProfile: boolean): Theme {
  let themes = built.get(realm);
  if (!themes) built.set(realm, (themes = new Map()));
  const key = `${locale}|${childProfile}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = buildTheme({ look: realm.settings, language: realmLanguage(realm, locale), childProfile });
    themes.set(key, theme);
  }
  return theme;
}

/** A child profile is active (known once hydrated, like useViewer). */
const childViewerAtom = atom((get) => get(hydratedAtom) && get(childProfileAtom));

/**
 * The theme is a child profile's only once no part of the page is held as server HTML: a new
 * theme cannot reach a part React has not hydrated, and the render bringing it would wait for
 * that part (heldPartsAtom). Until then it stays the theme hydration used.
 */
const childThemeAtom = atom((get) => get(childViewerAtom) && !get(heldPartsAtom));

export function useRealmTheme(): Theme {
  const { realm, locale } = useRealm();
  const childTheme = useAtomValue(childThemeAtom);
  // A child profile meeting held parts hydrates them now rather than when scrolled to, so
  // its larger type follows at once.
  const waitsForParts = useAtomValue(childViewerAtom) && !childTheme;
  useEffect(() => {
    if (waitsForParts) void settleHydration();
  }, [waitsForParts]);
  return realmTheme(realm, locale, childTheme);
}

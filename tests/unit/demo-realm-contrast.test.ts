// The demo realms' colours drawn as the app draws them: a colour a realm chose is checked
// against the background it sits on, since the seed's palettes are the ones people see first.
import { describe, expect, test } from 'vitest';
import { MIN_UI_CONTRAST, contrastRatio } from '../../src/contracts/colour.ts';
import { buildTheme } from '../../src/features/realm/theme.ts';
import { DEMO_REALMS } from '../../src/server/db/seed/realms/index.ts';

describe.each(DEMO_REALMS.map((def) => [def.settings.realm, def] as const))('%s', (_realm, def) => {
  const theme = buildTheme({ look: def.settings.settings, language: undefined, childProfile: false });

  test('the filled favourite heart stands out from the page and from a card (WCAG 1.4.11, 3:1)', () => {
    const heart = theme.realm.stateIcon;
    expect(contrastRatio(heart, theme.palette.background.default)).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
    expect(contrastRatio(heart, theme.palette.background.paper)).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
  });
});

import { describe, expect, test } from 'vitest';
import { INTERSTITIAL_ROUTES, interstitialSettings, showsInterstitial, type InterstitialSettings } from './interstitial.ts';
import type { RouteName } from './routes.ts';

const realm = (customizations: Record<string, string>) => ({ customizations });
const enabled: InterstitialSettings = { enabled: true, image: null, skipSeconds: 5, seconds: 10 };
const disabled: InterstitialSettings = { ...enabled, enabled: false };

describe('showsInterstitial (spec §2)', () => {
  test.each(['interstitial', 'playlist', 'season', 'series'] as const)('enabled: the %s route shows it', (route) => {
    expect(showsInterstitial({ settings: enabled, route, showInterstitial: false })).toBe(true);
  });

  test.each(['home', 'video', 'live', 'newsItem', 'news', 'search'] as const)(
    'enabled: the %s route shows it only with the flag',
    (route) => {
      expect(showsInterstitial({ settings: enabled, route, showInterstitial: false })).toBe(false);
      expect(showsInterstitial({ settings: enabled, route, showInterstitial: true })).toBe(true);
    },
  );

  test('disabled: never, whatever the route or the flag', () => {
    for (const route of [...INTERSTITIAL_ROUTES, 'video', 'home'] as RouteName[]) {
      expect(showsInterstitial({ settings: disabled, route, showInterstitial: true })).toBe(false);
      expect(showsInterstitial({ settings: disabled, route, showInterstitial: false })).toBe(false);
    }
  });
});

describe('interstitialSettings', () => {
  test('absent customizations: disabled, with the defaults', () => {
    expect(interstitialSettings(realm({}))).toEqual({ enabled: false, image: null, skipSeconds: 5, seconds: 10 });
  });

  test('only ENABLED enables it', () => {
    expect(interstitialSettings(realm({ interstitialStatus: 'ENABLED' })).enabled).toBe(true);
    for (const value of ['enabled', 'DISABLED', 'true', '']) {
      expect(interstitialSettings(realm({ interstitialStatus: value })).enabled).toBe(false);
    }
  });

  test('reads the image seed and the times', () => {
    const s = interstitialSettings(
      realm({ interstitialStatus: 'ENABLED', interstitialImage: 'promo-1', interstitialSkipSeconds: '3', interstitialSeconds: '20' }),
    );
    expect(s).toEqual({ enabled: true, image: 'promo-1', skipSeconds: 3, seconds: 20 });
  });

  test('malformed or out-of-range values fall back or are clamped', () => {
    const s = interstitialSettings(realm({ interstitialImage: '../x', interstitialSkipSeconds: '-2', interstitialSeconds: 'soon' }));
    expect(s.image).toBeNull();
    expect(s.skipSeconds).toBe(5);
    expect(s.seconds).toBe(10);
    expect(interstitialSettings(realm({ interstitialSkipSeconds: '999' })).skipSeconds).toBe(60);
    // It never continues before it may be skipped.
    const late = interstitialSettings(realm({ interstitialSkipSeconds: '30', interstitialSeconds: '2' }));
    expect(late.seconds).toBe(30);
    expect(interstitialSettings(realm({ interstitialSeconds: '9999' })).seconds).toBe(120);
  });
});

// Whether a library page opens with the interstitial, decided in its loader so a server render
// and the browser's first render agree (and the preload names the image the page opens with).
// Once the viewer has passed the interstitial of an item it is not shown again for that item
// while the page lives: coming back from an episode to its series is not a new visit.
import { artworkPath } from '../../contracts/paths.ts';
import { appQuery, type ScreenContext } from '../../lib/core/index.ts';
import { interstitialSettings, showsInterstitial } from '../../lib/interstitial.ts';
import type { RouteName } from '../../lib/routes.ts';

export type InterstitialPlan = {
  /** Width-less artwork URL of the image shown. */
  image: string;
  skipSeconds: number;
  seconds: number;
};

/** Written only by the browser (a viewer's click or the countdown), so a server render never reads one. */
const passed = new Set<string>();

export function markInterstitialPassed(realm: string, id: string): void {
  passed.add(`${realm}/${id}`);
}

export function interstitialPlan(core: ScreenContext, route: RouteName, url: URL, id: string, cover: string): InterstitialPlan | null {
  const settings = interstitialSettings(core.realm);
  if (!showsInterstitial({ settings, route, showInterstitial: appQuery(url).showInterstitial })) return null;
  if (!core.serverRender && passed.has(`${core.realm.realm}/${id}`)) return null;
  return {
    image: settings.image ? artworkPath.image(core.realm.realm, 'hero', settings.image) : cover,
    skipSeconds: settings.skipSeconds,
    seconds: settings.seconds,
  };
}

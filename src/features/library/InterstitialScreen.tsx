// The interstitial route (spec §2): the interstitial, then on to the item's own page. The loader
// sends the viewer straight on when the realm has no interstitial to show.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { contentPath } from '../../lib/content-routes.ts';
import { useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Interstitial } from './Interstitial.tsx';
import { markInterstitialPassed } from './interstitial-plan.ts';
import type { interstitialScreen } from './routes.ts';

export function InterstitialScreen() {
  const { detail, interstitial } = useScreenData<typeof interstitialScreen>();
  const { realm, locale } = useRealm();
  const navigate = useNavigate();
  const { item } = detail;
  usePageTitle(item.title);
  const onContinue = useCallback(() => {
    // The item's own page would show the interstitial again (a series, a playlist): not twice.
    markInterstitialPassed(realm.realm, item.id);
    void navigate(contentPath(item.type, item.id, locale), { replace: true });
  }, [navigate, realm.realm, item.id, item.type, locale]);
  if (!interstitial) return null;
  return <Interstitial plan={interstitial} title={item.title} onContinue={onContinue} />;
}

// A library page behind its interstitial: the interstitial first when the loader planned one,
// then the page. Keyed by item in the screens, so another item's page starts over.
import { useCallback, useState, type ReactNode } from 'react';
import { useRealm } from '../../lib/core/index.ts';
import { Interstitial } from './Interstitial.tsx';
import { markInterstitialPassed } from './interstitial-plan.ts';
import type { ContainerPage } from './routes.ts';

export function WithInterstitial({ page, children }: { page: ContainerPage; children: ReactNode }) {
  const { realm } = useRealm();
  const [passed, setPassed] = useState(false);
  const id = page.detail.item.id;
  const onContinue = useCallback(() => {
    markInterstitialPassed(realm.realm, id);
    setPassed(true);
  }, [realm.realm, id]);
  if (page.interstitial && !passed) return <Interstitial plan={page.interstitial} title={page.detail.item.title} onContinue={onContinue} />;
  return <>{children}</>;
}

// When a page's video first plays, on the page's own clock: the player spec and the first-frame
// benchmark both time from it. Installed before any of the page's scripts run.
import type { BrowserContext, Page } from '@playwright/test';

/** Records when any video first plays, from the navigation's start (performance.now()), as `window.firstPlaying`. */
export async function watchFirstFrame(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    document.addEventListener(
      'playing',
      () => {
        const w = window as unknown as { firstPlaying?: number };
        w.firstPlaying ??= performance.now();
      },
      true,
    );
  });
}

// Realm fonts held back at the network, to see a page drawn in their local stand-ins first and
// then what moves when the fonts arrive (server-render.spec.ts, schedule.spec.ts).
import type { Page } from '@playwright/test';

/**
 * Holds every request for a realm font until the returned function is called; that function
 * lets them through and resolves once the page's fonts are ready and two frames have painted.
 */
export async function holdFonts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/fonts/**', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
  };
}

// Debian's Chromium for the audits (no tool downloads a browser), and Chromium's own verdict on
// whether a realm can be installed: Lighthouse 13 has no PWA category any more.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromiumPath } from '../ensure-chromium.ts';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SERVICE_WORKER_TIMEOUT_MS = 20_000;

export async function launchChromium(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROME_PATH ?? chromiumPath();
  if (!existsSync(chromePath))
    throw new Error(`Chromium is missing at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH to a Chromium or Chrome binary`);
  // chrome-launcher gives it a fresh but ordinary (persistent) profile, which the installability
  // check needs: in an incognito context Chromium always answers 'in-incognito'.
  return launch({ chromePath, chromeFlags: FLAGS, logLevel: 'silent' });
}

/**
 * Chromium's installability errors for the page at `url` (empty: installable), asked over the
 * DevTools protocol once the page has loaded, its manifest is linked and its service worker is
 * active, as a visitor's browser would before offering to install.
 */
export async function installabilityErrors(port: number, url: string): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The default context is the launched profile; browser.newContext() would be incognito.
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'load' });
      // Either may legitimately be missing: then Chromium's answer says so, which is the point.
      await page
        .locator('link[rel="manifest"]')
        .waitFor({ state: 'attached', timeout: SERVICE_WORKER_TIMEOUT_MS })
        .catch(() => undefined);
      await page
        .evaluate(
          (timeout) =>
            Promise.race([
              navigator.serviceWorker.ready.then(() => true),
              new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout)),
            ]),
          SERVICE_WORKER_TIMEOUT_MS,
        )
        .catch(() => false);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
      return errors.map((e) =>
        e.errorArguments.length > 0 ? `${e.errorId}(${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(',')})` : e.errorId,
      );
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the browser was launched by chrome-launcher and Lighthouse still needs it.
    await browser.close();
  }
}

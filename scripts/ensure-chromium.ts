// Debian's Chromium drives the end-to-end tests and Lighthouse; no tool downloads its own browser.
// With it come the fonts the tests read: DejaVu (the system font the pages fall back to) and
// Liberation (Arial's metrics: the realm fonts' local stand-ins, decision 0054). Debian's
// Chromium only recommends Liberation, so an install without recommends lacks it.
import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PACKAGES = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];
const INSTALL = `apt-get install -y ${PACKAGES.join(' ')}`;
/** Where Debian's fonts-liberation puts Liberation Sans (the stand-in test needs it). */
const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

export async function ensureChromium(): Promise<void> {
  const ownBrowser = process.env.CHROMIUM_PATH !== undefined;
  // A browser of the caller's own (CHROMIUM_PATH) brings its machine's fonts: not ours to install.
  if (existsSync(chromiumPath()) && (ownBrowser || existsSync(LIBERATION_SANS))) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium or its fonts are missing (${chromiumPath()}, ${LIBERATION_SANS}). Install them with: sudo apt-get update && sudo ${INSTALL} (or set CHROMIUM_PATH)`,
    );
  }
  console.log(`Installing Chromium and its fonts from Debian (apt-get update && ${INSTALL})…`);
  const code =
    (await run('apt-get', ['update', '-qq'])) || (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES]));
  if (code !== 0 || !existsSync(chromiumPath()) || !existsSync(LIBERATION_SANS))
    throw new Error(`Installing Chromium failed: run apt-get update && ${INSTALL}`);
}

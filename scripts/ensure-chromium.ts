// Debian's Chromium drives the end-to-end tests and Lighthouse; no tool downloads its own browser.
import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium(): Promise<void> {
  if (existsSync(chromiumPath())) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium is missing at ${chromiumPath()}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  console.log('Installing Chromium from Debian (apt-get install -y chromium)…');
  const code =
    (await run('apt-get', ['update', '-qq'])) ||
    (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']));
  if (code !== 0 || !existsSync(chromiumPath()))
    throw new Error('Installing Chromium failed: run apt-get update && apt-get install -y chromium');
}

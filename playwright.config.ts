import { defineConfig } from '@playwright/test';

// End-to-end and offline tests drive Debian's Chromium against the built app served by the
// real server (fresh embedded database per run). No browser is ever downloaded.
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${PORT}`;
// One database directory per port: two runs on different ports never share (or delete) one.
const DATA_DIR = `.cache/e2e-data-${PORT}`;

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'offline/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Limits for a hang, not speeds: on a loaded two-core machine a walk through several screens
  // took 27–36 s and a player's start over 10 s with nothing wrong (decision 0060).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Kept for a failed test: its actions and DOM snapshots. No screencast: its frames cost a
    // third of every test's time on a loaded two-core machine (27 s → 18 s for one spec).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node src/server/main.ts`,
    url: `${baseURL}/api/realms`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every spec signs in from one address with the same demo accounts: the sign-in limits are
    // for the open internet (tests/api/session-security.test.ts covers them).
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMIT_ADDRESS_MAX: '10000',
      RATE_LIMIT_ACCOUNT_MAX: '10000',
    },
  },
});

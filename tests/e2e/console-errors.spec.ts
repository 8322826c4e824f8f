// The guard in test.ts must keep failing tests whose pages log errors, or every other spec could
// pass over broken pages without anyone noticing. test.fail() turns the failure the guard causes
// into a pass; if the guard stopped working these would be reported as unexpected passes.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, goOffline, test } from './test.ts';

test('a page that logs console.error fails the test', async ({ page }) => {
  test.fail();
  await page.evaluate(() => console.error('deliberate error from the console-error self-test'));
});

test('an uncaught exception in a page fails the test', async ({ page }) => {
  test.fail();
  await page.setContent('<script>throw new Error("deliberate exception from the console-error self-test")</script>');
});

test('a React hydration warning fails the test', async ({ page }) => {
  test.fail();
  await page.evaluate(() => console.warn('Warning: Text content did not match. Server: "a" Client: "b"'));
});

test('a page opened later in the context is watched too', async ({ context }) => {
  test.fail();
  const later = await context.newPage();
  await later.evaluate(() => console.error('deliberate error in a later page'));
});

test('a page in a context the test opens itself is watched too', async ({ browser }) => {
  test.fail();
  const own = await browser.newContext();
  try {
    await (await own.newPage()).evaluate(() => console.error('deliberate error in a context of its own'));
  } finally {
    await own.close();
  }
});

test('an allowed error, and only that one, lets the test pass', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/^console\.error: deliberate and allowed$/);
  await page.evaluate(() => console.error('deliberate and allowed'));
  await page.evaluate(() => console.warn('deprecated option used, not an error'));
});

test.describe('with an error allowed for the whole block', () => {
  test.use({ allowConsoleErrors: [/^console\.error: deliberate and allowed for the block$/] });

  test('that error lets the test pass', async ({ page }) => {
    await page.evaluate(() => console.error('deliberate and allowed for the block'));
  });
});

test('an allowed error that never happens fails the test', async ({ consoleErrors }) => {
  test.fail();
  consoleErrors.allow(/^console\.error: never logged$/);
});

test('a tolerated error may happen or not: either way the test passes', async ({ page, consoleErrors }) => {
  consoleErrors.tolerate(/^console\.error: deliberate and tolerated$/, /^console\.error: tolerated but never logged$/);
  await page.evaluate(() => console.error('deliberate and tolerated'));
});

test('a tolerated pattern lets no other error through', async ({ page, consoleErrors }) => {
  test.fail();
  consoleErrors.tolerate(/^console\.error: deliberate and tolerated$/);
  await page.evaluate(() => console.error('deliberate and not tolerated'));
});

test('a request sent once the network is cut fails the test when it fails', async ({ page, context, consoleErrors, baseURL }) => {
  test.fail();
  // From a blank page: nothing in flight at the cut, and no favicon to ask for.
  await goOffline(context, consoleErrors);
  const logged = page.waitForEvent('console', (message) => message.text().includes('net::ERR_INTERNET_DISCONNECTED'));
  await page.evaluate((url) => fetch(url, { mode: 'no-cors' }).catch(() => undefined), `${baseURL}/api/realms?after-the-cut`);
  await logged;
  await context.setOffline(false);
});

test('every end-to-end and offline spec imports the guarded test', async () => {
  const root = join(import.meta.dirname, '..');
  const specs = (await readdir(root, { recursive: true })).filter((file) => /^(e2e|offline)\/.*\.spec\.ts$/.test(file));
  expect(specs.length).toBeGreaterThan(1);
  for (const spec of specs) {
    const source = await readFile(join(root, spec), 'utf8');
    expect(source, spec).not.toMatch(/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/);
    expect(source, spec).toMatch(/from '(\.\/|\.\.\/e2e\/)test\.ts'/);
  }
});

// The `test` every end-to-end and offline spec imports. A test fails when one of its pages logs
// an error: the unit and API suites already fail on console.error
// (tests/setup/fail-on-console-error.ts), and in a browser a failed request, an exception in an
// effect or a hydration mismatch is a bug even when the assertions do not look at it.
import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';

import { expect } from '@playwright/test';

export { expect };

/**
 * React's hydration mismatch texts. React 19 logs mismatches with console.error (recorded anyway);
 * React 18 logs some as warnings ("Text content did not match", "Expected server HTML to contain…").
 */
const HYDRATION = /hydrat|did not match|didn't match|server (rendered )?HTML/i;

type Kind = 'console.error' | 'hydration warning' | 'pageerror';

export type ConsoleErrorOptions = {
  /**
   * Errors the tests of a file or describe block expect, each pattern as narrow as the case
   * allows. See `consoleErrors.allow` for how patterns are matched.
   */
  allowConsoleErrors: RegExp[];
};

export type ConsoleErrorFixtures = {
  consoleErrors: {
    /**
     * Errors this test expects. A pattern is matched against the reported line,
     * `kind: text (source URL)`, and must match at least once: an allowance cannot outlive the
     * error it was written for.
     */
    allow(...patterns: RegExp[]): void;
    /**
     * Errors this test may or may not provoke, depending on timing it does not control (see
     * `goOffline`). Unlike `allow`, a tolerated pattern need not match.
     */
    tolerate(...patterns: RegExp[]): void;
    /** The URLs the test's pages have requested and not yet seen answered or failed. */
    inFlight(): string[];
  };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The line Chromium logs for a request that failed: `path` is where the request path (with its
 * query) starts, `reason` an HTTP status or a network error such as 'net::ERR_FAILED'.
 */
export function failedToLoad(path: string, reason: number | `net::${string}`): RegExp {
  const why = typeof reason === 'number' ? `the server responded with a status of ${reason} \\(` : `${escape(reason)} `;
  return new RegExp(`^console\\.error: Failed to load resource: ${why}.*\\(https?://[^/]+${escape(path)}`);
}

export const test = base.extend<ConsoleErrorOptions & ConsoleErrorFixtures>({
  allowConsoleErrors: [[], { option: true }],

  consoleErrors: [
    async ({ browser, context, allowConsoleErrors }, use, testInfo) => {
      const lines: string[] = [];
      const pages = new Set<Page>();
      const allowed = [...allowConsoleErrors];
      const tolerated: RegExp[] = [];
      const record = (kind: Kind, text: string, source: string) => lines.push(`${kind}: ${text}${source ? ` (${source})` : ''}`);
      const inFlight = new Set<Request>();

      const watchPage = (page: Page) => {
        if (pages.has(page)) return;
        pages.add(page);
        page.on('console', (message) => {
          const type = message.type();
          if (type === 'error') record('console.error', message.text(), message.location().url);
          else if (type === 'warning' && HYDRATION.test(message.text()))
            record('hydration warning', message.text(), message.location().url);
        });
        page.on('pageerror', (error) => record('pageerror', `${error.name}: ${error.message}`, page.url()));
        page.on('request', (request) => inFlight.add(request));
        page.on('requestfinished', (request) => inFlight.delete(request));
        page.on('requestfailed', (request) => inFlight.delete(request));
      };
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on('page', watchPage);
      };
      // The context fixture, and any context the test opens itself with browser.newContext().
      watchContext(context);
      browser.on('context', watchContext);

      await use({
        allow: (...patterns) => allowed.push(...patterns),
        tolerate: (...patterns) => tolerated.push(...patterns),
        inFlight: () => [...inFlight].map((request) => request.url()),
      });

      browser.off('context', watchContext);
      // A round trip to each open page lets the messages it sent before now arrive first.
      await Promise.all([...pages].filter((p) => !p.isClosed()).map((p) => p.evaluate(() => undefined).catch(() => undefined)));

      const unexpected = lines.filter((line) => ![...allowed, ...tolerated].some((pattern) => pattern.test(line)));
      const unused = allowed.filter((pattern) => !lines.some((line) => pattern.test(line)));
      const report = [
        ...(unexpected.length > 0 ? [`The page logged ${unexpected.length} unexpected error(s):`, ...unexpected.map((l) => `  ${l}`)] : []),
        // Only meaningful when the test ran to its end: an early failure skips the expected errors.
        ...(testInfo.status === 'passed' && unused.length > 0
          ? ['These allowed errors never happened; remove or correct them:', ...unused.map((p) => `  ${String(p)}`)]
          : []),
      ];
      if (report.length > 0) throw new Error(report.join('\n'));
    },
    { auto: true, box: true },
  ],
});

/**
 * The requests a dropped network may cut mid-flight: the analytics calls a page makes on its own
 * (the start's config and identify, a batch). They bypass the worker; the queue keeps their
 * events and replays them (tests/offline/analytics.spec.ts), so only the console line is left.
 */
export const ANALYTICS_CUT_IN_FLIGHT = failedToLoad('/api/v1/analytics/', 'net::ERR_INTERNET_DISCONNECTED');

/** The line for `url` failing as a dropped network fails it: directly, or through the worker. */
const cutLine = (url: string) =>
  new RegExp(`^console\\.error: Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED) \\(${escape(url)}\\)$`);

/**
 * Cuts the network as a phone loses it: whatever the page has in flight at that moment may fail
 * (the analytics calls above, or the refresh the app makes when it comes back online, which a
 * second cut can catch halfway). Those failures, and only those, are tolerated: a request the
 * page makes once offline must still be answered (by the worker) or handled without an error.
 */
export async function goOffline(context: BrowserContext, consoleErrors: ConsoleErrorFixtures['consoleErrors']): Promise<void> {
  const inFlight = consoleErrors.inFlight();
  // A request sent while the browser applies the cut can meet either network.
  const sent = await sentWhileSwitching(context, true);
  consoleErrors.tolerate(ANALYTICS_CUT_IN_FLIGHT, ...[...new Set([...inFlight, ...sent])].map(cutLine));
}

/** The URLs the page requested while the browser switched its network off or on. */
async function sentWhileSwitching(context: BrowserContext, offline: boolean): Promise<string[]> {
  const sent: string[] = [];
  const sentMeanwhile = (request: Request) => sent.push(request.url());
  context.on('request', sentMeanwhile);
  await context.setOffline(offline);
  context.off('request', sentMeanwhile);
  return sent;
}

/**
 * Restores the network. A request the page sends while the browser applies the restore (the
 * app's refresh on `online`, through the worker) was seen to fail with net::ERR_FAILED once:
 * those requests may fail; any request sent after the restore must not.
 */
export async function goOnline(context: BrowserContext, consoleErrors: ConsoleErrorFixtures['consoleErrors']): Promise<void> {
  const sent = await sentWhileSwitching(context, false);
  consoleErrors.tolerate(...[...new Set(sent)].map(cutLine));
}

/**
 * Waits until `condition`, run in the page, resolves to something truthy. Playwright's
 * `waitForFunction` does not retry an async function: it settles on the first promise whatever
 * it resolves to, so a condition that awaits (the worker's caches, say) passed at once whether
 * or not it held. A page reloading between two tries counts as not yet. `arg` is plain data
 * (what Playwright passes into the page unchanged), hence the widening for `evaluate`.
 */
export async function untilInPage<Arg>(page: Page, condition: (arg: Arg) => Promise<unknown>, arg: Arg, message: string): Promise<void> {
  await expect
    .poll(async () => Boolean(await page.evaluate(condition as (arg: unknown) => Promise<unknown>, arg as unknown).catch(() => false)), {
      message,
      timeout: 30_000,
    })
    .toBe(true);
}

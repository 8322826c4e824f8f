// One Lighthouse run of one URL in the Chromium on `port`, reduced to the numbers we judge, with
// its HTML and JSON reports.
import lighthouse, { type Config, type Result } from 'lighthouse';
import type { CategoryId, Measurement } from './types.ts';

/** `lost`: why a non-performance category lost points (audit id and what it found), printed with the run. */
export type Audit = { measured: Measurement; html: string; json: string; warnings: string[]; lost: string[] };

type DetailItem = { description?: unknown; url?: unknown; source?: unknown };

/** The weighted audits that failed in the judged categories other than performance, with what they found. */
export function lostPoints(lhr: Pick<Result, 'categories' | 'audits'>, categories: readonly CategoryId[]): string[] {
  const lost: string[] = [];
  for (const id of categories) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (!found || ref.weight === 0 || found.score === null || found.score >= 1) continue;
      // A console error or a failed request says more than the audit's title.
      const items = (found.details as { items?: DetailItem[] } | undefined)?.items ?? [];
      const what = items
        .slice(0, 3)
        .map((item) => [item.source, item.description, item.url].filter((v) => typeof v === 'string').join(' '))
        .filter(Boolean);
      lost.push(`${ref.id}${what.length > 0 ? `: ${what.join(' | ')}` : ` (${found.title})`}`);
    }
  }
  return lost;
}

/** Scores 0–100 of the categories asked for, numericValue of the metric audits; null where absent. */
export function measurementOf(
  lhr: Pick<Result, 'categories' | 'audits'>,
  categories: readonly CategoryId[],
  metrics: readonly string[],
): Measurement {
  const scores: Measurement['scores'] = {};
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const values: Measurement['metrics'] = {};
  for (const id of metrics) values[id] = lhr.audits[id]?.numericValue ?? null;
  return { scores, metrics: values };
}

/**
 * Without performance nothing is timed, so the waits that make timings comparable can be short:
 * the page is still audited once loaded, its network and main thread quiet (hydrated), only
 * after 300 ms of quiet instead of 1 s each; and the full-page screenshot (only an illustration
 * in the HTML report) is not taken: about 3.8 s a page instead of 6.3 s (the test command's
 * Lighthouse step audits 98 pages).
 */
export const UNTIMED = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 300,
  networkQuietThresholdMs: 300,
  cpuQuietThresholdMs: 300,
  disableFullPageScreenshot: true,
} as const;

/** The config for `categories`: only those run; without performance, the UNTIMED waits. */
export function narrowedConfig(config: Config, categories: readonly CategoryId[]): Config {
  // --categories narrows what Lighthouse runs: without performance a run is several seconds shorter.
  const untimed = categories.includes('performance') ? {} : UNTIMED;
  return { ...config, settings: { ...config.settings, onlyCategories: [...categories], ...untimed } };
}

export async function audit(
  url: string,
  port: number,
  config: Config,
  categories: readonly CategoryId[],
  metrics: readonly string[],
): Promise<Audit> {
  const narrowed = narrowedConfig(config, categories);
  const result = await lighthouse(url, { port, output: ['html', 'json'], logLevel: 'error' }, narrowed);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const [html = '', json = ''] = Array.isArray(result.report) ? result.report : [result.report];
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    measured: measurementOf(lhr, categories, categories.includes('performance') ? metrics : []),
    html,
    json,
    warnings: lhr.runWarnings,
    lost: lostPoints(lhr, categories),
  };
}

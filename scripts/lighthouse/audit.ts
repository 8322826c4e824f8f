// One Lighthouse run of one URL in the Chromium on `port`, reduced to the numbers we judge, with
// its HTML and JSON reports.
import lighthouse, { type Config, type Result } from 'lighthouse';
import type { CategoryId, Measurement } from './types.ts';

export type Audit = { measured: Measurement; html: string; json: string; warnings: string[] };

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

export async function audit(
  url: string,
  port: number,
  config: Config,
  categories: readonly CategoryId[],
  metrics: readonly string[],
): Promise<Audit> {
  // --categories narrows what Lighthouse runs: without performance a run is several seconds shorter.
  const narrowed: Config = { ...config, settings: { ...config.settings, onlyCategories: [...categories] } };
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
  };
}

// Audits every target in turn in one Chromium, saying where it is as it goes, and turns each
// page's runs into a judged row with its reports on disk.
import type { Config } from 'lighthouse';
import { audit, type Audit } from './audit.ts';
import { installabilityErrors } from './chromium.ts';
import { CATEGORY_LABELS, formatScore } from './format.ts';
import { medianOfRuns, representativeRun } from './median.ts';
import type { Target } from './plan.ts';
import { reportName, writeReports, type PageResult } from './report.ts';
import { evaluate, thresholdsFor } from './thresholds.ts';
import type { CategoryId, Judged, ThresholdOverride, Thresholds } from './types.ts';

export type RunSettings = {
  port: number;
  config: Config;
  desktop: boolean;
  runs: number;
  judged: Judged;
  metrics: readonly string[];
  thresholds: Thresholds;
  overrides: Readonly<Record<string, ThresholdOverride>>;
  out: string;
  /** false: no installability check (the reference page is not an app); its rows show –. */
  checkInstallability?: boolean;
};

/** Tries per run before it counts as failed. */
const ATTEMPTS = 3;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const scoresLine = (a: Audit, categories: readonly CategoryId[]) =>
  categories.map((id) => `${CATEGORY_LABELS[id]} ${formatScore(a.measured.scores[id])}`).join(' · ');

export async function auditAll(targets: readonly Target[], s: RunSettings): Promise<PageResult[]> {
  const total = targets.length * s.runs;
  let done = 0;
  // Installability belongs to a realm as addressed (its manifest and worker scope), not to a page:
  // checked once per realm and form, on the first page audited there.
  const installability = new Map<string, string[]>();
  const results: PageResult[] = [];

  for (const target of targets) {
    const { realm, page, form, url } = target;
    const key = `${realm} ${form}`;
    if (s.checkInstallability !== false && !installability.has(key)) {
      const started = performance.now();
      const errors = await installabilityErrors(s.port, url).catch((error: unknown) => [
        `check-failed: ${error instanceof Error ? error.message : String(error)}`,
      ]);
      installability.set(key, errors);
      console.log(`${realm} · ${form} · installable: ${errors.length === 0 ? 'yes' : `no (${errors.join(', ')})`} (${seconds(started)})`);
    }

    const audits: Audit[] = [];
    const warnings: string[] = [];
    for (let run = 1; run <= s.runs; run++) {
      done += 1;
      console.log(`[${done}/${total}] ${realm} · ${page} · ${form} · run ${run}/${s.runs} · ${total - done} left  ${url}`);
      const started = performance.now();
      // Chromium's trace occasionally comes back unusable (NO_NAVSTART and the like, mostly on a
      // busy machine; 3 of 98 audits in one sweep, one of them twice running): such a run is
      // tried again before it counts as failed.
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const result = await audit(url, s.port, s.config, s.judged.categories, s.metrics);
          audits.push(result);
          console.log(`        ${scoresLine(result, s.judged.categories)} (${seconds(started)})`);
          for (const line of result.lost) console.log(`          lost: ${line}`);
          break;
        } catch (error) {
          // One failed run should not sink the others; with none left the row shows no scores.
          const message = error instanceof Error ? error.message : String(error);
          if (attempt < ATTEMPTS) {
            console.log(`        retrying: ${message}`);
            continue;
          }
          warnings.push(`run ${run} failed: ${message}`);
          console.log(`        failed: ${message}`);
        }
      }
    }

    const measured = medianOfRuns(audits.map((a) => a.measured));
    const kept = audits[representativeRun(audits.map((a) => a.measured))];
    let reports: PageResult['reports'] = null;
    if (kept) {
      reports = { html: reportName(realm, page, form, s.desktop, 'html'), json: reportName(realm, page, form, s.desktop, 'json') };
      await writeReports(s.out, reports, kept.html, kept.json);
      warnings.unshift(...kept.warnings);
    }
    const errors = installability.get(key) ?? null;
    const misses = evaluate(measured, thresholdsFor(s.thresholds, s.overrides, realm), s.judged, errors ?? []);
    results.push({ realm, page, form, url, runs: audits.length, measured, installability: errors, misses, warnings, reports });
  }
  return results;
}

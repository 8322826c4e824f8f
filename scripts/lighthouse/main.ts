// `npm run lighthouse`: audits every realm's pages by host and by prefix with Lighthouse and
// Chromium's installability check, against the thresholds of lighthouse.config.js. Exit code 0
// when everything judged meets them, 1 on any miss, 2 when the audit could not run.
import { join } from 'node:path';
import { pages as configuredPages, thresholds, realms as overrides, mobile, desktop } from '../../lighthouse.config.js';
import { realmDirectory, realmSettings } from '../../src/contracts/realm.ts';
import { launchChromium } from './chromium.ts';
import { describeMiss } from './format.ts';
import { auditInShards, writeShard } from './jobs.ts';
import { parseOptions, USAGE, UsageError, type Options } from './options.ts';
import { planTargets, realmFlag, select, type RealmEntry, type Target } from './plan.ts';
import { writeSummary, type PageResult } from './report.ts';
import { auditAll } from './runner.ts';
import { startProduct, type RunningServer } from './server.ts';
import { REFERENCE_ROW, startReference } from './reference.ts';
import { formatTable, legend, referenceNote } from './table.ts';
import { REALM_FLAGS, type PageSpec } from './types.ts';

/** The settings pages require, per realm (only fetched when a page requires any). */
async function withFlags(base: string, realms: RealmEntry[], pages: readonly PageSpec[]): Promise<RealmEntry[]> {
  if (!pages.some((p) => (p.requires ?? []).length > 0)) return realms;
  return Promise.all(
    realms.map(async (realm) => {
      const response = await fetch(`${base}/api/realm/${encodeURIComponent(realm.realm)}`);
      if (!response.ok) throw new Error(`GET ${base}/api/realm/${realm.realm} answered ${response.status}`);
      const settings = realmSettings.parse(await response.json());
      return { ...realm, flags: Object.fromEntries(REALM_FLAGS.map((flag) => [flag, realmFlag(settings, flag)])) };
    }),
  );
}

// Metrics named anywhere in the thresholds, so a realm's extra metric is measured too.
const metrics = [...new Set([thresholds, ...Object.values(overrides)].flatMap((t) => Object.keys(t.metrics ?? {})))];

/** Audits the targets one after another in one Chromium (Lighthouse runs one audit per process at a time). */
async function auditHere(targets: readonly Target[], options: Options, checkInstallability = true): Promise<PageResult[]> {
  const chrome = await launchChromium();
  try {
    return await auditAll(targets, {
      port: chrome.port,
      config: options.desktop ? desktop : mobile,
      desktop: options.desktop,
      runs: options.runs,
      judged: { categories: options.categories, timings: options.timings },
      metrics,
      thresholds,
      overrides,
      out: options.out,
      checkInstallability,
    });
  } finally {
    chrome.kill();
  }
}

/**
 * The reference page measured as the realms are, before them; printed apart, never judged. It
 * only informs, so a reference that cannot be built or served is reported and the audit goes on.
 */
async function auditReference(options: Options): Promise<PageResult | undefined> {
  console.log('Reference page: the stack alone (React, MUI, rendered on the server, hydrated), with the same settings…');
  let served;
  try {
    served = await startReference();
  } catch (error) {
    console.log(`Reference page skipped, it could not be built: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  try {
    const [row] = await auditHere([{ ...REFERENCE_ROW, url: served.url }], options, false);
    return row;
  } finally {
    await served.stop();
  }
}

async function main(options: Options): Promise<number> {
  const pages = select(configuredPages, (p) => p.name, options.pages, 'page');
  let server: RunningServer | null = null;
  try {
    if (!options.url) {
      console.log('Starting the built product on a free port (fresh database in .cache/lighthouse-data)…');
      server = await startProduct();
    }
    const base = options.url ?? server?.origin ?? '';
    const response = await fetch(`${base}/api/realms`);
    if (!response.ok) throw new Error(`GET ${base}/api/realms answered ${response.status}`);
    const listed = select(realmDirectory.parse(await response.json()), (r) => r.realm, options.realms, 'realm');
    const realms = await withFlags(base, listed, pages);
    const targets = planTargets(base, realms, pages, options.formsInTurn);

    // A child of --jobs: its share of the targets, its rows handed back in a file.
    const { shard } = options;
    if (shard) {
      const rows = await auditHere(
        targets.filter((_, index) => index % shard.count === shard.index),
        options,
      );
      await writeShard(options.out, shard, rows);
      return 0;
    }

    const formFactor = options.desktop ? 'desktop' : 'mobile';
    console.log(
      `Lighthouse ${formFactor}, ${options.runs} run(s) each, ${options.jobs} at a time, on ${base}: ` +
        `${realms.length} realm(s) × ${pages.length} page(s) × 2 forms` +
        (options.timings ? '' : ' (performance and metrics not judged)'),
    );
    const reference = options.reference ? await auditReference(options) : undefined;
    const results = options.jobs > 1 ? await auditInShards(targets, options, base) : await auditHere(targets, options);

    const passed = results.every((r) => r.misses.length === 0);
    const columns = { categories: options.categories, metrics: options.categories.includes('performance') ? metrics : [] };
    console.log(`\n${formatTable(results, columns)}`);
    console.log(legend(columns));
    for (const r of results.filter((row) => row.misses.length > 0))
      console.log(`  ${r.realm} ${r.page} ${r.form}: ${r.misses.map(describeMiss).join('; ')}`);
    if (reference)
      console.log(`\nReference page, not judged (${reference.url}):\n${formatTable([reference], columns)}\n${referenceNote(reference)}`);
    const summary = await writeSummary(options.out, {
      generatedAt: new Date().toISOString(),
      base,
      formFactor,
      runs: options.runs,
      categories: options.categories,
      timings: options.timings,
      passed,
      results,
      reference: reference ?? null,
    });
    console.log(`\nReports in ${join(options.out, '<realm>/')}, summary in ${summary}`);
    console.log(
      passed ? 'Every page meets its thresholds.' : `${results.filter((r) => r.misses.length > 0).length} of ${results.length} fall short.`,
    );
    return passed ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

try {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) console.log(USAGE);
  else process.exitCode = await main(options);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else console.error(`Lighthouse audit could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 2;
}

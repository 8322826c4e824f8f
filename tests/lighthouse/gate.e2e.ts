// The Lighthouse gate of `npm test`, and the end-to-end test of the operators' command: one run
// of `npm run lighthouse` with the gate's options, starting the built product itself (no base
// URL). It must pass (accessibility, best practices and SEO at 100 on every page of every
// realm, installable by host and by prefix), print its table, and leave on disk a summary and,
// for arena's home by host and by prefix, HTML and JSON reports of this run that parse.
// Performance is judged by `npm run lighthouse` alone: its timings swing with a shared
// machine's load. Run by `npm test` once the end-to-end suite is over (`--project
// lighthouse-gate`), so no audit shares the machine with timing-sensitive browser tests.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { expect, test } from 'vitest';
import type { Summary } from '../../scripts/lighthouse/report.ts';

const GATE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/**
 * The environment an operator's shell would give the command: without Vitest's NODE_ENV=test
 * and VITEST variables, so the product it starts runs as an operator's would (NODE_ENV=test is
 * what opens the server's test-only hooks, services/commerce/test-hooks.ts).
 */
function operatorsEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
}

function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: operatorsEnv() });
    let output = '';
    // Shown as it comes: the audit's progress is what a reader of a long run looks for.
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

test('npm run lighthouse audits every realm: accessibility, best practices, SEO at 100, installable; its table, summary and reports', async () => {
  const out = process.env.LIGHTHOUSE_OUT ?? (await mkdtemp(join(tmpdir(), 'lighthouse-gate-')));
  const started = Date.now();
  // Two at a time: nothing is timed, and the audits share the machine's two cores well. Each
  // page by one form, in turn (every realm and home still in both): the forms render the same
  // screens and differ in addressing (tests/e2e/resolution.spec.ts). All 98 audits took 351 s.
  const { code, output } = await npm([
    'run',
    '--silent',
    'lighthouse',
    '--',
    '--categories',
    GATE_CATEGORIES.join(','),
    '--forms-in-turn',
    '--jobs',
    '2',
    '--out',
    out,
  ]);
  const table = output.slice(output.lastIndexOf('\nrealm '));
  expect(code, `short of lighthouse.config.js (the table says which):${table}`).toBe(0);
  for (const realm of ['arena', 'cinema', 'club']) {
    expect(output).toMatch(new RegExp(`^${realm}\\s+home\\s+host\\s`, 'm'));
    expect(output).toMatch(new RegExp(`^${realm}\\s+home\\s+prefix\\s`, 'm'));
  }

  const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')) as Summary;
  expect(summary.passed).toBe(true);
  expect([...summary.categories].sort()).toEqual(GATE_CATEGORIES);
  const base = new URL(summary.base);
  const homes = summary.results.filter((r) => r.realm === 'arena' && r.page === 'home');
  expect(homes.map((r) => r.form).sort()).toEqual(['host', 'prefix']);
  const expectedUrls = { host: `http://arena.localhost:${base.port}/`, prefix: `${summary.base}/realm/arena/` };

  for (const result of homes) {
    expect(result.url).toBe(expectedUrls[result.form]);
    for (const id of GATE_CATEGORIES)
      expect(result.measured.scores[id as keyof typeof result.measured.scores], `${result.form} ${id}`).toBe(100);
    expect(result.installability, 'installability was checked').toEqual([]);
    expect(result.reports, `${result.form} has reports`).not.toBeNull();
    const reports = result.reports ?? { html: '', json: '' };

    const lhr = JSON.parse(await readFile(join(out, reports.json), 'utf8')) as Result;
    expect(lhr.requestedUrl).toBe(result.url);
    expect(Date.parse(lhr.fetchTime)).toBeGreaterThanOrEqual(started);
    expect(Object.keys(lhr.categories).sort()).toEqual(GATE_CATEGORIES);

    const html = await readFile(join(out, reports.html), 'utf8');
    expect(html).toMatch(/<!doctype html>/i);
    // The HTML report carries its run inline; it must be this page's.
    expect(html).toContain('__LIGHTHOUSE_JSON__');
    expect(html).toContain(JSON.stringify(result.url).slice(1, -1));
  }

  // The reference page (the stack alone) was audited with the same settings, printed apart
  // and kept out of the verdict; it must itself be a clean page, or it is no floor.
  const reference = summary.reference;
  expect(reference, 'the reference page was audited').not.toBeNull();
  expect(output).toContain('Reference page, not judged');
  expect(reference?.installability).toBeNull();
  const scores = reference?.measured.scores ?? {};
  for (const id of GATE_CATEGORIES) expect(scores[id as keyof typeof scores], `reference ${id}`).toBe(100);
  const referenceLhr = JSON.parse(await readFile(join(out, reference?.reports?.json ?? 'missing'), 'utf8')) as Result;
  expect(referenceLhr.requestedUrl).toBe(reference?.url);
  expect(Date.parse(referenceLhr.fetchTime)).toBeGreaterThanOrEqual(started);
}, 1_800_000);

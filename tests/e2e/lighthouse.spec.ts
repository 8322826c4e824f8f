// `npm run lighthouse` end to end: arena's home audited against this suite's server, by host and
// by prefix, with its reports and summary on disk. The exit code is not asserted to be 0: the
// performance target is missed until pages are rendered on the server, which is a known miss,
// not a broken command. 2 (the audit could not run) is a failure.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import type { Summary } from '../../scripts/lighthouse/report.ts';
import { CATEGORIES } from '../../scripts/lighthouse/types.ts';
import { expect, test } from './test.ts';

// One realm, two forms, all four categories and the installability checks: about a minute on an
// idle two-core machine, several when the other specs share it.
const TIMEOUT_MS = 360_000;

function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

test('npm run lighthouse audits the arena home by host and by prefix and writes its reports', async () => {
  test.setTimeout(TIMEOUT_MS);
  const info = test.info();
  const base = info.project.use.baseURL ?? '';
  // Its own folder, so the test never overwrites the reports an operator is reading.
  const out = info.outputPath('lighthouse');
  const started = Date.now();

  const { code, output } = await npm([
    'run',
    '--silent',
    'lighthouse',
    '--',
    '--realm',
    'arena',
    // Home only: the other pages of the list would multiply the run time.
    '--page',
    'home',
    '--runs',
    '1',
    '--url',
    base,
    '--out',
    out,
  ]);
  await info.attach('output', { body: output, contentType: 'text/plain' });
  expect([0, 1], output).toContain(code);
  expect(output).toMatch(/^arena\s+home\s+host\s/m);
  expect(output).toMatch(/^arena\s+home\s+prefix\s/m);

  const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')) as Summary;
  expect(summary.passed).toBe(code === 0);
  expect(summary.results.map((r) => `${r.realm} ${r.page} ${r.form}`)).toEqual(['arena home host', 'arena home prefix']);
  const host = new URL(base);
  const expectedUrls = { host: `http://arena.localhost:${host.port}/`, prefix: `${base}/realm/arena/` };

  for (const result of summary.results) {
    expect(result.url).toBe(expectedUrls[result.form]);
    for (const id of CATEGORIES) expect(result.measured.scores[id], `${result.form} ${id}`).toEqual(expect.any(Number));
    expect(result.installability, 'installability was checked').toEqual(expect.any(Array));
    expect(result.reports, `${result.form} has reports`).not.toBeNull();
    const reports = result.reports ?? { html: '', json: '' };

    const lhr = JSON.parse(await readFile(join(out, reports.json), 'utf8')) as Result;
    expect(lhr.requestedUrl).toBe(result.url);
    expect(Date.parse(lhr.fetchTime)).toBeGreaterThanOrEqual(started);
    expect(Object.keys(lhr.categories).sort()).toEqual([...CATEGORIES].sort());

    const html = await readFile(join(out, reports.html), 'utf8');
    expect(html).toMatch(/<!doctype html>/i);
    // The HTML report carries its run inline; it must be this page's.
    expect(html).toContain('__LIGHTHOUSE_JSON__');
    expect(html).toContain(JSON.stringify(result.url).slice(1, -1));
  }
});

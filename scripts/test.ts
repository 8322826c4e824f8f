// `npm test`: every suite — typecheck, lint, unit, API (PGlite, and PostgreSQL when DATABASE_URL
// is set), end-to-end and offline in Chromium, the Lighthouse gate — then one closing line with
// the counts.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { ensureBuild } from './ensure-build.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { run } from './run.ts';
import { playwrightOutcome, vitestOutcome, type Counts, type Failure, type Outcome } from './test-reports.ts';

const REPORTS = '.cache/test-reports';
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const failedTests: Failure[] = [];
/** Each step's wall time, printed at the end: where the run's minutes went. */
const durations: string[] = [];

async function step(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  report?: (code: number) => Promise<Outcome>,
) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const code = await run(command, args, env);
  durations.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  if (report) {
    const counts = await report(code).catch(() => ({
      passed: 0,
      failed: code === 0 ? 0 : 1,
      skipped: 0,
      failures: code === 0 ? [] : [{ name: '(no report)', message: '' }],
    }));
    failedTests.push(...counts.failures.map((test) => ({ ...test, name: `${name}: ${test.name}` })));
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  if (code !== 0) failedSteps.push(name);
}

const vitestReport = (file: string) => async () => vitestOutcome(JSON.parse(await readFile(file, 'utf8')), process.cwd());
const playwrightReport = (file: string) => async () => playwrightOutcome(JSON.parse(await readFile(file, 'utf8')));

function vitest(projects: readonly string[], name: string, env: NodeJS.ProcessEnv = {}) {
  const file = `${REPORTS}/${name}.json`;
  return step(
    name,
    'vitest',
    ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    vitestReport(file),
  );
}

await rm(REPORTS, { recursive: true, force: true });
await mkdir(REPORTS, { recursive: true });

// Side by side: each is mostly one thread, and neither prints anything unless it finds a fault.
await Promise.all([step('typecheck', 'npm', ['run', '--silent', 'typecheck']), step('lint', 'npm', ['run', '--silent', 'lint'])]);
await vitest(['unit', 'unit-dom'], 'unit');

// Before the API suites: tests/api/app-shell-built.test.ts renders the built index.html.
let buildError: unknown = null;
try {
  await ensureBuild();
} catch (error) {
  buildError = error;
  failedSteps.push('build');
}

const databaseUrl = process.env.DATABASE_URL;
await vitest(['api'], 'api-pglite', { DATABASE_URL: '' });
if (databaseUrl) await vitest(['api'], 'api-postgres', { DATABASE_URL: databaseUrl });
else console.log('\n(PostgreSQL API tests skipped: set DATABASE_URL=postgres://… to run them)');

try {
  await ensureChromium();
  if (buildError) throw buildError;
  await step('initial JS budget of the home route', 'node', ['tests/perf/bundle-size.ts', '--check']);
  const pwFile = `${REPORTS}/e2e.json`;
  await step(
    'end-to-end and offline (Chromium)',
    'playwright',
    ['test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile, DATABASE_URL: '' },
    playwrightReport(pwFile),
  );
  // Every realm's pages, on a server of its own, once the browser suites are over: the
  // operators' command with the gate's options, and its table, summary and reports checked
  // (tests/lighthouse/gate.e2e.ts). Performance is left to `npm run lighthouse`: its timings
  // swing with the load of a shared machine.
  await vitest(['lighthouse-gate'], 'Lighthouse: accessibility, best practices, SEO and installability of every realm', {
    LIGHTHOUSE_OUT: `${REPORTS}/lighthouse`,
  });
} catch (error) {
  // No browser or no build: say what to do, and count the browser suites as not run.
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  failedSteps.push('end-to-end and offline (not run)');
}

console.log(`\n${durations.join(' · ')}`);
for (const { name, message } of failedTests) {
  console.log(`✗ ${name}`);
  if (message) console.log(message.replace(/^/gm, '    '));
}
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = failedSteps.length > 0 || total.failed > 0 ? 1 : 0;

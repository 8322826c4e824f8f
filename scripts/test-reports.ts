// Reads the JSON reports of Vitest and Playwright for `npm test`'s closing lines: the counts,
// and the tests that failed with the start of their error (a CI log is often read from its tail
// only, and a rare failure must be diagnosable from that tail).
export type Counts = { passed: number; failed: number; skipped: number };
export type Failure = { name: string; message: string };
export type Outcome = Counts & { failures: Failure[] };

/** Lines of an error kept for the closing lines: enough for the assertion and where it failed. */
const MESSAGE_LINES = 8;
const LINE_CHARS = 200;

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

/** The start of an error message, uncoloured, without blank lines, each line cut short. */
export function errorHead(message: string): string {
  return message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, MESSAGE_LINES)
    .map((line) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line))
    .join('\n');
}

type VitestJson = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

export function vitestOutcome(json: VitestJson, root: string): Outcome {
  const failures = (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${file.name.replace(`${root}/`, '')} › ${test.fullName}`,
        message: errorHead((test.failureMessages ?? []).join('\n')),
      })),
  );
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    failures,
  };
}

type PlaywrightResult = { status?: string; errors?: { message?: string }[] };

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string; results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
};

type PlaywrightJson = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

/** The first error of a failed test's last attempt (a timeout lists the step it stopped in next). */
function lastErrors(results: PlaywrightResult[] = []): string {
  const last = results.at(-1);
  return errorHead((last?.errors ?? []).map((error) => error.message ?? '').join('\n'));
}

// A spec failed when one of its tests ended "unexpected" (a flaky one passed on retry).
function unexpectedSpecs(suite: PlaywrightSuite, path: string[]): Failure[] {
  const here = path.length === 0 ? [suite.file ?? suite.title] : [...path, suite.title];
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .slice(0, 1)
      .map((test) => ({ name: [...here, spec.title].join(' › '), message: lastErrors(test.results) })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => unexpectedSpecs(child, here))];
}

export function playwrightOutcome(json: PlaywrightJson): Outcome {
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
    failures: (json.suites ?? []).flatMap((suite) => unexpectedSpecs(suite, [])),
  };
}

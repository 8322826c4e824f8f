// Reads the JSON reports of Vitest and Playwright for `npm test`'s closing lines: the counts,
// and the names of the tests that failed (a CI log is often read from its tail only).
export type Counts = { passed: number; failed: number; skipped: number };
export type Outcome = Counts & { failedNames: string[] };

type VitestJson = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; assertionResults?: { status: string; fullName: string }[] }[];
};

export function vitestOutcome(json: VitestJson, root: string): Outcome {
  const failedNames = (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${root}/`, '')} › ${test.fullName}`),
  );
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    failedNames,
  };
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};

type PlaywrightJson = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

// A spec failed when one of its tests ended "unexpected" (a flaky one passed on retry).
function unexpectedSpecs(suite: PlaywrightSuite, path: string[]): string[] {
  const here = path.length === 0 ? [suite.file ?? suite.title] : [...path, suite.title];
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
    .map((spec) => [...here, spec.title].join(' › '));
  return [...own, ...(suite.suites ?? []).flatMap((child) => unexpectedSpecs(child, here))];
}

export function playwrightOutcome(json: PlaywrightJson): Outcome {
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
    failedNames: (json.suites ?? []).flatMap((suite) => unexpectedSpecs(suite, [])),
  };
}

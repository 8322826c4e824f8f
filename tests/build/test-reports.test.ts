import { describe, expect, it } from 'vitest';
import { playwrightOutcome, vitestOutcome } from '../../scripts/test-reports.ts';

describe("npm test's report reading", () => {
  it('counts a Vitest run and names its failed tests by file', () => {
    const outcome = vitestOutcome(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [
          {
            name: '/repo/src/a.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              { status: 'failed', fullName: 'a group breaks' },
            ],
          },
          { name: '/repo/src/b.test.ts', assertionResults: [{ status: 'passed', fullName: 'b' }] },
        ],
      },
      '/repo',
    );
    expect(outcome).toEqual({ passed: 3, failed: 1, skipped: 2, failedNames: ['src/a.test.ts › a group breaks'] });
  });

  it('counts a flaky Playwright test as passed and names only the unexpected ones, nested describes included', () => {
    const outcome = playwrightOutcome({
      stats: { expected: 5, unexpected: 2, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'offline.spec.ts',
          file: 'offline.spec.ts',
          specs: [
            { title: 'reload offline', tests: [{ status: 'unexpected' }] },
            { title: 'passes on retry', tests: [{ status: 'flaky' }] },
          ],
          suites: [{ title: 'queue', specs: [{ title: 'replays', tests: [{ status: 'unexpected' }] }] }],
        },
        { title: 'home.spec.ts', file: 'home.spec.ts', specs: [{ title: 'home', tests: [{ status: 'expected' }] }] },
      ],
    });
    expect(outcome.passed).toBe(6);
    expect(outcome.failed).toBe(2);
    expect(outcome.failedNames).toEqual(['offline.spec.ts › reload offline', 'offline.spec.ts › queue › replays']);
  });
});

import { describe, expect, it } from 'vitest';
import { errorHead, playwrightOutcome, vitestOutcome } from '../../scripts/test-reports.ts';

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
              {
                status: 'failed',
                fullName: 'a group breaks',
                failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:4:5'],
              },
            ],
          },
          { name: '/repo/src/b.test.ts', assertionResults: [{ status: 'passed', fullName: 'b' }] },
        ],
      },
      '/repo',
    );
    expect(outcome).toEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
      failures: [{ name: 'src/a.test.ts › a group breaks', message: 'AssertionError: expected 1 to be 2\n    at a.test.ts:4:5' }],
    });
  });

  it('counts a flaky Playwright test as passed and names only the unexpected ones, nested describes included', () => {
    const outcome = playwrightOutcome({
      stats: { expected: 5, unexpected: 2, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'offline.spec.ts',
          file: 'offline.spec.ts',
          specs: [
            {
              title: 'reload offline',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { status: 'failed', errors: [{ message: 'first try' }] },
                    {
                      status: 'timedOut',
                      errors: [{ message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m' }, { message: 'Error: locator.click' }],
                    },
                  ],
                },
              ],
            },
            { title: 'passes on retry', tests: [{ status: 'flaky' }] },
          ],
          suites: [{ title: 'queue', specs: [{ title: 'replays', tests: [{ status: 'unexpected' }] }] }],
        },
        { title: 'home.spec.ts', file: 'home.spec.ts', specs: [{ title: 'home', tests: [{ status: 'expected' }] }] },
      ],
    });
    expect(outcome.passed).toBe(6);
    expect(outcome.failed).toBe(2);
    expect(outcome.failures).toEqual([
      { name: 'offline.spec.ts › reload offline', message: 'Test timeout of 30000ms exceeded.\nError: locator.click' },
      { name: 'offline.spec.ts › queue › replays', message: '' },
    ]);
  });

  it('keeps the start of an error: uncoloured, no blank lines, at most 8 lines of at most 200 characters', () => {
    const long = 'x'.repeat(250);
    const message = [
      '\u001b[2mexpect(\u001b[22mreceived\u001b[2m)\u001b[22m',
      '',
      long,
      ...Array.from({ length: 10 }, (_, i) => `line ${i}`),
    ].join('\n');
    const head = errorHead(message).split('\n');
    expect(head).toHaveLength(8);
    expect(head[0]).toBe('expect(received)');
    expect(head[1]).toBe(`${'x'.repeat(200)}…`);
    expect(head[7]).toBe('line 5');
  });
});

// console.error in a test is a failure unless the test expects it (spy on it to expect it).
import { afterEach, vi } from 'vitest';

// The API files share their worker processes (isolate: false), and a setup file runs again for
// each of them: console.error is wrapped once per process and its calls kept in one list.
const KEY = Symbol.for('tests.consoleErrors');
const shared = globalThis as typeof globalThis & { [KEY]?: unknown[][] };
const calls = (shared[KEY] ??= []);
if (!(console.error as { wrapped?: true }).wrapped) {
  const original = console.error;
  const wrapped = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
  console.error = Object.assign(wrapped, { wrapped: true as const });
}
// A file starts with no calls left over from the one before it.
calls.splice(0);

afterEach(() => {
  const seen = calls.splice(0);
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test: ${seen.map((a) => a.map(String).join(' ')).join(' | ')}`);
  }
});

// console.error in a test is a failure unless the test expects it (spy on it to expect it).
import { afterEach, vi } from 'vitest';

const calls: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};

afterEach(() => {
  const seen = calls.splice(0);
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test: ${seen.map((a) => a.map(String).join(' ')).join(' | ')}`);
  }
});

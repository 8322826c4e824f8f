import { expect, test } from 'vitest';
import { OPERATION_IDS, OPERATIONS, operationFor } from './operations.ts';
import { patternLiterals } from './path-pattern.ts';

/** A concrete path of a pattern: each parameter a sample word, the wildcard two segments. */
const sample = (path: string) => path.replace(/:[A-Za-z0-9]+/g, 'sample-1').replace(/\*/g, 'a/b.txt');

test('every operation is found by a path of its own, literal segments winning over parameters', () => {
  for (const id of OPERATION_IDS) {
    const { method, path } = OPERATIONS[id];
    const found = operationFor(method, sample(path));
    // Another operation may own the same concrete path only by having more literal text.
    if (found !== id) {
      expect(found, `${id} ${path}`).not.toBeNull();
      const literal = (p: string) => patternLiterals(p).length;
      expect(literal(OPERATIONS[found ?? id].path), `${id} lost to ${found}`).toBeGreaterThan(literal(path));
    }
  }
});

test('a path or method no operation has is none of them', () => {
  expect(operationFor('GET', '/api/nothing-here')).toBeNull();
  expect(operationFor('GET', '/')).toBeNull();
  const [first] = OPERATION_IDS;
  expect(operationFor('PATCH', OPERATIONS[first ?? 'realmByName'].path)).toBeNull();
  expect(operationFor('GET', '/api/artwork/arena/logo.svg')).not.toBe(operationFor('GET', '/api/artwork/arena/other.svg'));
});

test("a pattern's literal text: its start before the first parameter, and its length", () => {
  expect(patternLiterals('/api/artwork/:realm/logo.svg')).toEqual({ prefix: '/api/artwork/', length: '/api/artwork//logo.svg'.length });
  expect(patternLiterals('/api/media/:asset/*')).toEqual({ prefix: '/api/media/', length: '/api/media//'.length });
  expect(patternLiterals('/api/v1/init/')).toEqual({ prefix: '/api/v1/init/', length: 13 });
});

import { expect, test } from 'vitest';
import { fill, templateOf } from './splice.ts';

const answer = {
  labels: { a: 'x "quoted" \u0001 and \\ back' },
  authentication: { isGuest: true, isAuthenticated: false },
  content: [{ id: 1, title: 'authentication' }],
  preferences: { autoAdvance: 'true' },
  tail: null,
};
const body = Buffer.from(JSON.stringify(answer));

test('filled, the answer is what replacing the members of the parsed answer and serialising it gives', () => {
  const template = templateOf(body, ['authentication', 'preferences']);
  expect(template.values).toEqual({ authentication: answer.authentication, preferences: answer.preferences });
  const own = { authentication: { isGuest: false, isAuthenticated: true }, preferences: { autoAdvance: 'false', x: 'é' } };
  expect(fill(template, own).toString('utf8')).toBe(JSON.stringify({ ...answer, ...own }));
});

test('a member the answer lacks is added at the end, as a spread adds it; a value JSON cannot hold is null', () => {
  const template = templateOf(body, ['viewer']);
  expect(template.values).toEqual({ viewer: undefined });
  expect(JSON.parse(fill(template, { viewer: { id: 'u' } }).toString('utf8'))).toEqual({ ...answer, viewer: { id: 'u' } });
  expect(Object.keys(JSON.parse(fill(template, { viewer: { id: 'u' } }).toString('utf8'))).at(-1)).toBe('viewer');
  expect(JSON.parse(fill(template, {}).toString('utf8')).viewer).toBeNull();
});

import { expect, test } from 'vitest';
import { pageTitle } from './page-title.ts';

test('page titles use the spec separator', () => {
  expect(pageTitle('Page not found', 'Arena')).toBe('Page not found - Arena');
  expect(pageTitle(null, 'Arena')).toBe('Arena');
  expect(pageTitle('Choose a service', '')).toBe('Choose a service');
});

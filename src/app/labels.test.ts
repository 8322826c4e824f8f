import { expect, test } from 'vitest';
import { LABEL_DEFAULTS } from '../contracts/label-keys.ts';
import { APP_LABELS, LABEL_DECLARATIONS } from './labels.ts';

test('the server-side label defaults are generated from the declarations (run `npm run labels`)', () => {
  expect(LABEL_DEFAULTS).toEqual(APP_LABELS);
});

test('no label key is declared by two features', () => {
  const owners = new Map<string, string[]>();
  for (const [feature, labels] of Object.entries(LABEL_DECLARATIONS)) {
    for (const key of Object.keys(labels)) owners.set(key, [...(owners.get(key) ?? []), feature]);
  }
  const shared = [...owners].filter(([, by]) => by.length > 1).map(([key, by]) => `${key}: ${by.join(', ')}`);
  expect(shared).toEqual([]);
});

test('every declared label has English text, and interpolations are well formed', () => {
  for (const [key, text] of Object.entries(APP_LABELS)) {
    expect(text.trim(), key).not.toBe('');
    expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}]/);
  }
});

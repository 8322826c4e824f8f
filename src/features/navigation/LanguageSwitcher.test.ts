import { expect, test } from 'vitest';
import { languageName } from './LanguageSwitcher.tsx';

test('languages are named in their own language, with the region only when needed', () => {
  expect(languageName('pt_BR', ['en_US', 'pt_BR'])).toBe('Português');
  expect(languageName('es_ES', ['en_US', 'es_ES'])).toBe('Español');
  expect(languageName('en_US', ['en_US', 'en_GB'])).not.toBe(languageName('en_GB', ['en_US', 'en_GB']));
});

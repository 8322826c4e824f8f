// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { applyRealmDocument } from './document.ts';

const doc = { realm: 'arena', locale: 'en_US', title: 'Arena', themeColour: '#0b0f1a', manifest: '/manifest.webmanifest' };

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

test('writes what the page lacks', () => {
  applyRealmDocument(doc);
  expect(document.documentElement.dataset.realm).toBe('arena');
  expect(document.documentElement.lang).toBe('en-US');
  expect(document.title).toBe('Arena');
  expect(document.documentElement.style.background).not.toBe('');
  expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0b0f1a');
});

test('leaves alone what the served page already says', () => {
  document.documentElement.setAttribute('style', `background: ${doc.themeColour}; color: #fff`);
  applyRealmDocument(doc);
  const root = document.documentElement;
  const titleSet = vi.spyOn(document, 'title', 'set');
  const langSet = vi.spyOn(root, 'lang', 'set');
  const styleSet = vi.spyOn(root.style, 'background', 'set');
  applyRealmDocument(doc);
  expect(titleSet).not.toHaveBeenCalled();
  expect(langSet).not.toHaveBeenCalled();
  expect(styleSet).not.toHaveBeenCalled();
  expect(root.getAttribute('style')).toBe(`background: ${doc.themeColour}; color: #fff`);
});

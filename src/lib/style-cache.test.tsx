// The rules the cache writes for a styled element (the same plugins run on the server).
import { CacheProvider, Global, css } from '@emotion/react';
import Box from '@mui/material/Box';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createStyleCache, serverStyleTags } from './style-cache.ts';

afterEach(() => {
  cleanup();
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
});

function insertedCss(sx: Record<string, unknown>): string {
  render(
    <CacheProvider value={createStyleCache()}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  return [...document.head.querySelectorAll('style[data-emotion="css"]')].map((style) => style.textContent).join('');
}

describe('the style cache', () => {
  test('writes no vendor variants a supported browser ignores', () => {
    const css = insertedCss({ display: 'flex', flexDirection: 'column', transition: 'opacity 1s', transform: 'none' });
    expect(css).toContain('display:flex;flex-direction:column;transition:opacity 1s;transform:none;');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  test('keeps -webkit- where Safari needs it', () => {
    const css = insertedCss({ userSelect: 'none', backdropFilter: 'blur(4px)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });

  test('uses the key MUI and the browser expect', () => {
    expect(createStyleCache().key).toBe('css');
  });

  test("adopts the server's styles where they are: ids known, tags not moved", () => {
    const tags = serverStyleTags(
      '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{color:red}</style>',
    );
    expect(tags).toBe(
      '<style data-s="" data-emotion="css-global g1">body{margin:0}</style><style data-s="" data-emotion="css-ssr a1 b2">.css-a1{color:red}</style>',
    );
    document.head.insertAdjacentHTML('beforeend', `${tags}<meta name="after-the-styles">`);
    const server = document.head.querySelector('style[data-emotion^="css-ssr "]');
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    observer.observe(document.head, { childList: true });
    const cache = createStyleCache();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.sheet.tags).toContain(server);
    observer.takeRecords().forEach((r) => removed.push(...r.removedNodes));
    observer.disconnect();
    expect(removed).toEqual([]);
    expect(server?.nextElementSibling?.getAttribute('name')).toBe('after-the-styles');
    document.head.querySelector('meta[name="after-the-styles"]')?.remove();
  });

  test("hydrates the server's global styles without moving their tag", () => {
    const styles = css({ body: { margin: 0 } });
    document.head.insertAdjacentHTML(
      'beforeend',
      serverStyleTags(
        `<style data-emotion="css-global ${styles.name}">body{margin:0;}</style><style data-emotion="css a1">.css-a1{color:red}</style>`,
      ),
    );
    const global = document.head.querySelector(`style[data-emotion="css-global ${styles.name}"]`);
    const changed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => changed.push(...r.removedNodes, ...r.addedNodes)));
    observer.observe(document.head, { childList: true });
    render(
      <CacheProvider value={createStyleCache()}>
        <Global styles={styles} />
      </CacheProvider>,
    );
    observer.takeRecords().forEach((r) => changed.push(...r.removedNodes, ...r.addedNodes));
    observer.disconnect();
    // Taken out and put back, the tag would make the browser restyle the whole page.
    expect(changed).toEqual([]);
    expect(global?.isConnected).toBe(true);
    expect(document.head.querySelectorAll('style[data-emotion^="css-global"]')).toHaveLength(1);
  });
});
